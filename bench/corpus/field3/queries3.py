"""Field set 3: lookup queries, one in plain words and one in Chinese for every group."""

from fieldspec import Q

QUERIES: list[Q] = []
