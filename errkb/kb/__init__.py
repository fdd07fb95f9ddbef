"""The knowledge base file: parse (markdown-it-py), render new blocks, edit one block's lines."""
