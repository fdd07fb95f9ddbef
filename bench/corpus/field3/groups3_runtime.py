"""Field set 3: workers killed at runtime (Celery), Cargo's manifest search, conda channels."""

from fieldspec import G, V

_SIGKILL = ("[<<logts>>: ERROR/MainProcess] Process '<<worker>>' pid:<<pid>> exited with 'signal 9 (SIGKILL)'\n"
            "[<<logts>>: ERROR/MainProcess] Task handler raised error: WorkerLostError('Worker exited prematurely: "
            "signal 9 (SIGKILL) Job: <<n>>.')")
_CONDA = ("PackagesNotFoundError: The following packages are not available from current channels:\n\n  - {}\n\n"
          "Current channels:\n\n  - https://repo.anaconda.com/pkgs/main/{}\n  - https://repo.anaconda.com/pkgs/main/noarch")

GROUPS = [
    G("f3-celery-worker-sigkill-oom", "celery", "runtime-value", "https://github.com/celery/billiard/issues/380", [
        _SIGKILL,
        V(_SIGKILL + "\nTraceback (most recent call last):\n  File \"/usr/local/lib/python3.7/dist-packages/billiard/pool.py\", "
          "line 1267, in mark_as_worker_lost\n    human_status(exitcode), job._job),\nbilliard.exceptions.WorkerLostError: "
          "Worker exited prematurely: signal 9 (SIGKILL) Job: <<n>>.", src="https://github.com/DDMAL/Rodan/issues/670",
          cls="multiline"),
        V("celery-slow_1  | " + _SIGKILL.replace("\n", "\ncelery-slow_1  | "), tool="docker-compose",
          cmd="docker-compose up", src="https://github.com/JeffreyCA/spleeter-web/issues/92", cls="wrapper", os="macos"),
        V("\"WorkerLostError('Worker exited prematurely (exitcode: -9).',)\"",
          src="https://github.com/celery/celery/issues/1406", cls="version"),
    ], cmd="celery -A <<proj>> worker -l info", os=("linux",), n=8),
    G("f3-celery-worker-exitcode-2", "celery", "runtime-value", "https://github.com/celery/celery/issues/3085", [
        "<<logts>>: ERROR/MainProcess] Process 'PoolWorker-<<n>>' pid:<<pid>> exited with 'exitcode 2'\n<<logts>>: "
        "ERROR/MainProcess] Task handler raised error: WorkerLostError('Worker exited prematurely: exitcode 2.',)",
    ], cmd="celery -A <<proj>> worker", os=("linux",), look="f3-celery-worker-sigkill-oom"),
    G("f3-cargo-toml-not-found", "cargo", "version", "https://github.com/SpeckyYT/ANMT/issues/21", [
        "error: could not find `Cargo.toml` in `<<root>><<sep>>videos` or any parent directory",
        V("error: could not find `Cargo.toml` in `<<home>>` or any parent directory",
          src="https://github.com/ProvableHQ/leo/issues/16496", cls="non-file-path"),
        V("could not find `Cargo.toml` in `C:\\Program Files\\Ethcore\\Parity` or any parent directory", os="windows",
          cmd="cargo run --release", src="https://github.com/rust-lang/cargo/issues/4034", cls="non-file-path"),
        V("Could not find Cargo.toml in this directory or any parent directory", cmd="cargo owner --list <<proj>>",
          src="https://github.com/rust-lang/cargo/issues/923"),
        V("thread 'main' panicked at cli/src/build.rs:27:40:\ncalled `Result::unwrap()` on an `Err` value: CargoMetadata "
          "{ stderr: \"error: could not find `Cargo.toml` in `/mnt/ssd3/opensource` or any parent directory\\n\" }\n"
          "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace", tool="cargo-prove",
          cmd="cargo prove build", src="https://github.com/succinctlabs/sp1/issues/733", cls="wrapper", exit=101),
    ], cmd="cargo run", os=("linux", "macos", "windows"), n=10),
    G("f3-conda-python37-unavailable", "conda", "multiline", "https://github.com/conda/conda/issues/12615", [
        "Solving environment: failed\n\nPackagesNotFoundError: The following packages are not available from current "
        "channels:\n\n  - python=3.7",
    ], cmd="conda create -n voice-clone python=3.7", os=("windows", "macos")),
    G("f3-conda-python36-unavailable", "conda", "multiline", "https://github.com/conda/conda/issues/6837", [
        "Solving environment: failed\n\n" + _CONDA.format("python=3.6", "linux-64").replace(
            "https://repo.anaconda.com/pkgs/main/", "https://repo.continuum.io/pkgs/main/"),
    ], cmd="conda create -p /tmp/foobar python=3.6", os=("linux",), look="f3-conda-python37-unavailable"),
    G("f3-conda-pychatgpt-not-on-channel", "conda", "multiline", "https://github.com/terry3041/pyChatGPT/issues/130", [
        _CONDA.format("pychatgpt", "linux-64").replace(
            "Current channels:\n\n", "Current channels:\n\n  - https://conda.anaconda.org/conda-forge/linux-64\n"
            "  - https://conda.anaconda.org/conda-forge/noarch\n"),
    ], cmd="conda install -c conda-forge pyChatGPT", os=("linux",), look="f3-conda-python37-unavailable"),
    G("f3-conda-defensefinder-needs-bioconda", "conda", "multiline", "https://github.com/mdmparis/defense-finder/issues/9", [
        _CONDA.format("defensefinder", "linux-64") + "\n  - https://repo.anaconda.com/pkgs/r/linux-64\n"
        "  - https://repo.anaconda.com/pkgs/r/noarch\n\nTo search for alternate channels that may provide the conda "
        "package you're\nlooking for, navigate to\n\n    https://anaconda.org",
    ], cmd="conda create -name defensefinder", os=("linux",), look="f3-conda-python37-unavailable"),
]
