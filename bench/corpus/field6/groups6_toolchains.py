"""Field set 6: toolchains and native libraries. rustup's missing toolchain, where the channel decides
(nightly, beta, a dated nightly) while the host triple follows the OS; Go run outside a module, in
the wordings of two Go releases; and OpenCV's Python binding missing a GLib library, behind the
wrappers of the runtimes that import it (a traceback, an AWS Lambda error object)."""

from fieldspec import G, V

_GTHREAD = "ImportError: libgthread-2.0.so.0: cannot open shared object file: No such file or directory"

GROUPS = [
    G("rustup-toolchain-nightly-missing", "rustup", "everyday", "https://github.com/avr-rust/book.avr-rust.com/pull/23",
      ["error: toolchain 'nightly-x86_64-unknown-linux-gnu' is not installed",
       V("error: toolchain 'nightly-x86_64-pc-windows-msvc' is not installed",
         src="https://github.com/rust-lang/rustup/issues/2846", os="windows"),
       V("toolchain 'nightly-x86_64-apple-darwin' is not installed", src="https://github.com/rust-lang/rust/issues/61676",
         os="macos", tool="cargo", cmd="cargo +nightly install racer"),
       V("error: toolchain 'nightly-x86_64-unknown-linux-gnu' is not installed\ninfo: caused by: not a directory: "
         "'<<home>>/.rsvm/current/rustup/toolchains/nightly-x86_64-unknown-linux-gnu'",
         src="https://github.com/sdepold/rsvm/issues/41", os="linux", cls="multiline", cmd="rustc --version")],
      cmd="rustup component add rust-src --toolchain nightly", os=("linux",)),
    G("rustup-toolchain-beta-missing", "cargo", "everyday", "https://github.com/rusoto/rusoto/issues/1438",
      ["error: toolchain 'beta-x86_64-unknown-linux-gnu' is not installed"],
      cmd="cargo +beta test --all", os=("linux",), look="rustup-toolchain-nightly-missing", shells=("fish",)),
    G("rustup-toolchain-dated-nightly-missing", "rustup", "wrapper", "https://github.com/kamu-data/kamu-cli/issues/1122",
      ["<<n>>.03 error: toolchain 'nightly-2024-12-26-x86_64-unknown-linux-gnu' is not installed\n"
       "<<n>>.03 help: run `rustup toolchain install nightly-2024-12-26-x86_64-unknown-linux-gnu` to install it",
       V("error: toolchain 'nightly-2024-12-26-x86_64-unknown-linux-gnu' is not installed\n"
         "help: run `rustup toolchain install nightly-2024-12-26-x86_64-unknown-linux-gnu` to install it",
         cls="version")],
      cmd="docker build --no-cache -t kamu-base:git .", os=("linux",), look="rustup-toolchain-nightly-missing"),
    G("go-no-main-module", "go", "version", "https://github.com/akosinov/unicable/issues/10",
      ["go: cannot find main module, but found .git/config in <<root>>\n\tto create a module there, run:\n\tcd .. && go mod init",
       V("go: cannot find main module, but found .git/config in <<root>>/build/_workspace/src/github.com/<<org>>/<<proj>>\n"
         "        to create a module there, run:\n        go mod init\nmake: *** [Makefile:10: all] Error 1",
         src="https://github.com/sammy007/open-ethereum-pool/issues/505", tool="make", cls="wrapper"),
       V("go: cannot find main module; see 'go help modules'", src="https://github.com/golang/go/issues/28656",
         os="windows")],
      cmd="go build", os=("linux",), shells=("fish", "bash")),
    G("opencv-libgthread-missing", "python", "wrapper", "https://github.com/PaddlePaddle/Paddle/pull/11260",
      ['Traceback (most recent call last):\n  File "<stdin>", line 1, in <module>\n'
       '  File "/usr/local/lib/python2.7/dist-packages/cv2/__init__.py", line 3, in <module>\n'
       "    from .cv2 import *\n" + _GTHREAD,
       V('  File "/opt/conda/envs/<<proj>>/lib/python3.6/site-packages/cv2/__init__.py", line 3, in <module>\n'
         "    from .cv2 import *\n" + _GTHREAD, src="https://github.com/aws/studio-lab-examples/issues/45"),
       V('File "/venv/lib/python3.7/site-packages/cv2/__init__.py", line 3, in <module>\n    from .cv2 import *\n'
         + _GTHREAD, src="https://github.com/opencv/opencv-python/issues/208"),
       V('{\n  "errorMessage": "Unable to import module \'lambda_function\': libgthread-2.0.so.0: cannot open shared '
         'object file: No such file or directory",\n  "errorType": "Runtime.ImportModuleError"\n}',
         src="https://github.com/keithrozario/Klayers/issues/156", tool="aws-lambda")],
      cmd="python -c 'import cv2'", os=("linux",)),
]
