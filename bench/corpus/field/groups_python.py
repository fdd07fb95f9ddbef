"""Python, pip, pytest, mypy and services built on Python: missing modules and names (the module or
symbol is what is wrong), an address in use or a refused connection as the runtime and the server
on top of it report it, certificate failures across Python versions, pip's two-line errors.
"""

# ruff: noqa: E501  -- real messages and queries read better unbroken (CJK counts double)

from __future__ import annotations

from fieldspec import G, V

_FILE = '  File "<<root>><<sep>><<pyfile>>", line <<line>>, in <module>\n'


def _tb(statement: str, last: str, frames: str = "") -> str:
    return f"Traceback (most recent call last):\n{_FILE}    {statement}\n{frames}{last}"


def _pytest(module_path: str, statement: str, last: str) -> str:
    return ("==================================== ERRORS ====================================\n"
            f"_________________ ERROR collecting {module_path} _________________\n"
            f"ImportError while importing test module '<<root>>/{module_path}'.\n"
            "Hint: make sure your test modules/packages have valid Python names.\nTraceback:\n"
            "/usr/lib/python3.<<n>>/importlib/__init__.py:<<n2>>: in import_module\n"
            "    return _bootstrap._gcd_import(name[level:], package, level)\n"
            f"{module_path}:<<line>>: in <module>\n    {statement}\nE   {last}\n"
            "=========================== short test summary info ============================\n"
            f"ERROR {module_path}\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n"
            "=============================== 1 error in 0.<<n2>>s ===============================")


def _modnotfound(gid: str, module: str, statement: str, src: str, look: str = "", pytest_src: str = "",
                 old: bool = False) -> G:
    """A missing module: the module name is what is wrong; paths, lines and the runner vary."""
    last = f"ModuleNotFoundError: No module named '{module}'"
    variants = [
        V(_tb(statement, last), src=src),
        V(_tb(statement, last), os="windows"),
        V(_pytest("tests/test_app.py", statement, last), tool="pytest", cmd="pytest -q", cls="wrapper",
          src=pytest_src or "https://github.com/alichtman/shallow-backup/issues/115"),
        V(last, src=src),
        V(f'/usr/bin/python3: Error while finding module specification for \'{module}.__main__\' '
          f"(ModuleNotFoundError: No module named '{module}')", cmd=f"python3 -m {module}", cls="wrapper"),
    ]
    if old:
        variants.append(V(_tb(statement, f"ImportError: No module named '{module}'"),
                          src="https://github.com/majianjia/nnom/issues/131", cls="version"))
    return G(gid, "python", "wrapper", src, variants, cmd="python3 <<pyfile>>", look=look)


S_ADDR = "https://github.com/estruyf/unicorn-busy-server/issues/11"
_WERKZEUG = ('  File "/usr/local/lib/python3.<<n>>/dist-packages/werkzeug/serving.py", line <<n2>>, in __init__\n'
             "    HTTPServer.__init__(self, server_address, handler)\n"
             '  File "/usr/lib/python3.<<n>>/socketserver.py", line 466, in server_bind\n'
             "    self.socket.bind(self.server_address)\n")
S_SSL = "https://github.com/AI4Finance-Foundation/FinGPT/issues/79"
_SSL = ("ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local "
        "issuer certificate (_ssl.c:<<sslline>>)")
S_PIPNM = "https://github.com/facebookresearch/consistent_depth/issues/63"
_PEP668 = ("error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python "
           "packages system-wide, try apt install\n    python3-xyz, where xyz is the package you are trying to\n    install.\n\n"
           "    If you wish to install a non-Debian-packaged Python package,\n    create a virtual environment using python3 -m "
           "venv path/to/venv.\n    Then use path/to/venv/bin/python and path/to/venv/bin/pip. Make\n    sure you have "
           "python3-full installed.\n\n    If you wish to install a non-Debian packaged Python application,\n    it may be "
           "easiest to use pipx install xyz, which will manage a\n    virtual environment for you. Make sure you have pipx "
           "installed.\n\n    See /usr/share/doc/python3.<<n>>/README.venv for more information.")
_PEP668_NOTE = ("\n\nnote: If you believe this is a mistake, please contact your Python installation or OS distribution "
                "provider. You can override this, at the risk of breaking your Python installation or OS, by passing "
                "--break-system-packages.\nhint: See PEP 668 for the detailed specification.")
_SUBPROCESS = ('  File "<<root>><<sep>><<pyfile>>", line <<line>>, in <module>\n    probe = subprocess.run(["ffprobe", '
               'path], capture_output=True)\n  File "C:\\Python3<<n>>\\lib\\subprocess.py", line 1420, in _execute_child\n'
               "    hp, ht, pid, tid = _winapi.CreateProcess(executable, args,\n")

GROUPS: list[G] = [
    _modnotfound("py-modnotfound-numpy", "numpy", "import numpy as np", "https://github.com/numpy/numpy/issues/25765", old=True),
    _modnotfound("py-modnotfound-git", "git", "import git", "https://github.com/alichtman/shallow-backup/issues/115",
                 look="py-modnotfound-numpy"),
    _modnotfound("py-modnotfound-config", "config", "from config import settings", "https://github.com/pachecobeto95/POPEX/issues/3"),
    _modnotfound("py-modnotfound-tutorial", "tutorial", "from tutorial import urls",
                 "https://github.com/martinstastny/django-simplestore/issues/55", look="py-modnotfound-config"),
    _modnotfound("py-modnotfound-models-dr-loc", "models.dr_loc", "from models.dr_loc import build_model",
                 "https://github.com/MingXiangL/SPE/issues/1"),
    _modnotfound("py-modnotfound-filterpy-imm2", "filterpy.kalman.IMM2", "from filterpy.kalman.IMM2 import IMMEstimator2",
                 "https://github.com/rlabbe/filterpy/issues/159", look="py-modnotfound-models-dr-loc",
                 pytest_src="https://github.com/rlabbe/filterpy/issues/159"),
    _modnotfound("py-modnotfound-conftest", "conftest", "from conftest import run_make",
                 "https://github.com/Jebel-Quant/rhiza/issues/426", pytest_src="https://github.com/Jebel-Quant/rhiza/issues/426"),
    _modnotfound("py-modnotfound-base", "base", "from base import BaseTest",
                 "https://github.com/freeipa/freeipa-healthcheck/pull/178", look="py-modnotfound-conftest"),
    _modnotfound("py-modnotfound-notifymuch", "notifymuch", "from notifymuch.notification import show_notification",
                 "https://github.com/kspi/notifymuch/issues/6", old=True),
    _modnotfound("py-modnotfound-nnom", "nnom", "import nnom", "https://github.com/majianjia/nnom/issues/131",
                 look="py-modnotfound-notifymuch", old=True),
    G("py-circular-import-embedchain", "python", "version", "https://github.com/mem0ai/mem0/issues/88", [
        _tb("from embedchain import App", "ImportError: cannot import name 'App' from partially initialized module "
            "'embedchain' (most likely due to a circular import) (<<root>><<sep>>embedchain.py)"),
        V(_tb("from embedchain import App", "ImportError: cannot import name 'App' from partially initialized module "
              "'embedchain' (most likely due to a circular import) (<<root>><<sep>>embedchain.py)"), os="windows"),
        V(_tb("from embedchain import App", "ImportError: cannot import name 'App' from 'embedchain' (<<root>><<sep>>"
              "embedchain.py)"), src="https://github.com/ibarrond/Pyfhel/issues/105"),
        "ImportError: cannot import name 'App' from partially initialized module 'embedchain' (most likely due to a "
        "circular import) (<<root>><<sep>>embedchain.py)",
    ], cmd="python3 embedchain.py"),
    G("py-circular-import-orderbook", "python", "version", "https://github.com/dyn4mik3/OrderBook/issues/19", [
        _tb("from orderbook import OrderBook", "ImportError: cannot import name 'OrderBook' from partially initialized module "
            "'orderbook' (most likely due to a circular import) (<<root>><<sep>>orderbook.py)"),
        "ImportError: cannot import name 'OrderBook' from partially initialized module 'orderbook' (most likely due to a "
        "circular import) (<<root>><<sep>>orderbook.py)",
    ], cmd="python3 orderbook.py", look="py-circular-import-embedchain", n=4),
    G("py-cannot-import-pyptxt", "python", "multiline", "https://github.com/ibarrond/Pyfhel/issues/105", [
        _tb("from Pyfhel import Pyfhel, PyPtxt, PyCtxt", "ImportError: cannot import name 'PyPtxt' from 'Pyfhel' "
            "(<<root>><<sep>>Pyfhel<<sep>>__init__.py)"),
        V(_tb("from Pyfhel import Pyfhel, PyPtxt, PyCtxt", "ImportError: cannot import name 'PyPtxt' from 'Pyfhel' "
              "(<<root>><<sep>>Pyfhel<<sep>>__init__.py)"), os="windows"),
        V(_pytest("tests/test_ptxt.py", "from Pyfhel import Pyfhel, PyPtxt, PyCtxt",
                  "ImportError: cannot import name 'PyPtxt' from 'Pyfhel' (<<root>>/Pyfhel/__init__.py)"), tool="pytest",
          cmd="pytest", cls="wrapper"),
    ], cmd="python3 <<pyfile>>"),
    G("py-cannot-import-dbm-f", "python", "wrapper", "https://github.com/socolofs/tamoc/issues/12", [
        V(_pytest("tamoc/test/test_sintef.py", "from tamoc import sintef",
                  "ImportError: cannot import name 'dbm_f' from 'tamoc' (<<root>>/tamoc/__init__.py)"), tool="pytest"),
        _tb("from tamoc import dbm_f", "ImportError: cannot import name 'dbm_f' from 'tamoc' (<<root>><<sep>>tamoc<<sep>>"
            "__init__.py)"),
    ], cmd="pytest tamoc", look="py-cannot-import-pyptxt", n=4),
    G("py-address-in-use", "python", "two-programs", S_ADDR, [
        _tb("app.run(host='0.0.0.0', port=<<port>>)", "OSError: [Errno 98] Address already in use", _WERKZEUG),
        V(_tb("serve(app, host=\"0.0.0.0\", port=<<port>>)", "OSError: [Errno 98] Address already in use",
              '  File "<<root>>/.venv/lib/python3.<<n>>/site-packages/waitress/wasyncore.py", line 396, in bind\n'
              "    return self.socket.bind(addr)\n"), src="https://github.com/fabston/TradingView-Webhook-Bot/issues/91"),
        V("INFO:     Started server process [<<pid>>]\nINFO:     Waiting for application startup.\nINFO:     Application startup "
          "complete.\nERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', <<port>>): address already in "
          "use\nINFO:     Waiting for application shutdown.\nINFO:     Application shutdown complete.", tool="uvicorn",
          cmd="uvicorn main:app --host 0.0.0.0 --port <<port>>", src="https://github.com/vllm-project/vllm/issues/7514"),
        V("INFO (uvicorn.error):  Started server process [1]\nERROR (uvicorn.error):  [Errno 98] error while attempting to "
          "bind on address ('0.0.0.0', <<port>>): address already in use\nINFO (uvicorn.error):  Waiting for application "
          "shutdown.", tool="uvicorn", src="https://github.com/wandb/openui/issues/226", cls="wrapper"),
        V(_tb("server = HTTPServer(('', <<port>>), Handler)", "OSError: [Errno 48] Address already in use"), os="macos",
          src="https://blog.youkuaiyun.com/gitblog_07268/article/details/148486928"),
        V("ERROR:    [Errno 10048] error while attempting to bind on address ('127.0.0.1', <<port>>): only one usage of each "
          "socket address (protocol/network address/port) is normally permitted", os="windows", tool="uvicorn",
          src="https://github.com/fastapi/fastapi/issues/4362"),
        V(_tb("SocketServer.ThreadingUDPServer(('', port), UDPRequestHandler)", "socket.error: [Errno 98] Address already "
              "in use"), src="https://github.com/daeken/httprebind/issues/5", cls="version"),
    ], cmd="python3 <<pyfile>>", n=7),
    G("py-ssl-unable-local-issuer", "python", "version", S_SSL, [
        V(_tb("resp = urllib.request.urlopen(url)", _SSL,
              '  File "/Library/Frameworks/Python.framework/Versions/3.11/lib/python3.11/ssl.py", line 1379, in do_handshake\n'
              "    self._sslobj.do_handshake()\n"), os="macos", src=S_SSL),
        V(_SSL, src="https://github.com/openssl/openssl/issues/20037"),
        V("urllib.error.URLError: <urlopen error [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get "
          "local issuer certificate (_ssl.c:<<sslline>>)>", src="https://github.com/itsmehacker/CardPwn/issues/8", cls="wrapper"),
        V("WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken "
          "by 'SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to "
          "get local issuer certificate (_ssl.c:<<sslline>>)'))': /simple/<<pkgname>>/", tool="pip",
          cmd="pip install <<pkgname>>", src="https://www.fixwikihub.com/articles/pip-tls-ssl-certificate-verify-failed-fix",
          cls="wrapper"),
        V("[E <<n2>> 13:16:23 web:2246] 500 GET /cdn.jsdelivr.net/npm/jstree@3.3.4/dist/jstree.min.js (::1) <<ms>>.64ms\n"
          + _SSL, src="https://github.com/alibaba/web-editor/issues/62", cls="wrapper"),
        V(_SSL, os="windows", src="https://github.com/loadchange/amemv-crawler/issues/151"),
    ], cmd="python3 <<pyfile>>", n=7, extra={"pkgname": "requests"}),
    G("pip-ssl-self-signed-chain", "pip", "wrapper", "https://www.fixwikihub.com/articles/pip-private-registry-tls-certificate-fix", [
        "ERROR: Could not install packages due to an OSError: HTTPSConnectionPool(host='pypi.internal.example.com', "
        "port=443): Max retries exceeded with url: /simple/<<proj>>/ (Caused by SSLError(SSLCertVerificationError(1, "
        "'[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self-signed certificate in certificate chain "
        "(_ssl.c:1006)')))",
    ], cmd="pip install --index-url https://pypi.internal.example.com/simple <<proj>>", look="py-ssl-unable-local-issuer", n=4),
    G("pip-no-matching-distribution", "pip", "non-file-path", S_PIPNM, [
        "ERROR: Could not find a version that satisfies the requirement project (from versions: none)\n"
        "ERROR: No matching distribution found for project",
        V("ERROR: Could not find a version that satisfies the requirement otherpkg-abc (from versions: none)\nERROR: No "
          "matching distribution found for otherpkg-abc", cmd="pip install --no-index otherpkg-abc"),
        V("ERROR: Could not find a version that satisfies the requirement install==1.3.5 (from versions: none)\nERROR: No "
          "matching distribution found for install==1.3.5", src="https://github.com/ahmedshahriar/bd-medicine-scraper/issues/15"),
        V("Looking in indexes: https://pypi.org/simple\nERROR: Could not find a version that satisfies the requirement "
          "ncbitax2lin (from versions: none)\nERROR: No matching distribution found for ncbitax2lin",
          src="https://github.com/zyxue/ncbitax2lin/issues/24", cls="multiline"),
        V("Collecting install\n  Could not find a version that satisfies the requirement install (from versions: )\nNo "
          "matching distribution found for install", src="https://github.com/pypa/pip/issues/3811", cls="version"),
        V("ERROR: Could not find a version that satisfies the requirement array-record==0.4.1 (from -r requirements.txt "
          "(line 28)) (from versions: none)\nERROR: No matching distribution found for array-record==0.4.1 (from -r "
          "requirements.txt (line 28))", cmd="pip3 install --require-hashes -r requirements.txt",
          src="https://github.com/google-deepmind/alphageometry/issues/62"),
        V("Could not find a version that satisfies the requirement MONET (from versions: )\nNo matching distribution found "
          "for MONET", src="https://github.com/noaa-oar-arl/monet/issues/3", cls="version"),
        V("ERROR: Could not find a version that satisfies the requirement mypkg-1.0 (from versions: none)\nERROR: No "
          "matching distribution found for mypkg-1.0", cmd="pip install --no-index --find-links ./wheels mypkg-1.0"),
    ], cmd="pip install project", n=8),
    G("pip-pin-not-in-versions", "pip", "multiline", "https://github.com/SKRohit/Generating_Text_Summary_With_GPT2/issues/7", [
        "ERROR: Could not find a version that satisfies the requirement googlesearch-python==2020.0.2 (from versions: 1.0.0, "
        "1.0.1, 1.1.0)\nERROR: No matching distribution found for googlesearch-python==2020.0.2",
        "Collecting googlesearch-python==2020.0.2\nERROR: Could not find a version that satisfies the requirement "
        "googlesearch-python==2020.0.2 (from versions: 1.0.0, 1.0.1, 1.1.0)\nERROR: No matching distribution found for "
        "googlesearch-python==2020.0.2",
    ], cmd="pip install -r requirements.txt", look="pip-no-matching-distribution", n=4),
    G("pip-requires-python-pin", "pip", "multiline", "https://github.com/imsatoshi/GeneTrader/issues/3", [
        "ERROR: Could not find a version that satisfies the requirement python>=3.7 (from versions: none)\nERROR: No "
        "matching distribution found for python>=3.7",
    ], cmd="pip install -r requirements.txt", look="pip-no-matching-distribution", n=3),
    G("pip-externally-managed", "pip", "multiline", "https://github.com/buxiaomo/kubeasy/issues/11", [
        _PEP668 + _PEP668_NOTE,
        V(_PEP668, src="https://github.com/Yikun/hub-mirror-action/pull/190"),
        V("Run pip install -r requirements.txt\n" + _PEP668 + _PEP668_NOTE + "\nError: Process completed with exit code 1.",
          src="https://github.com/Yikun/hub-mirror-action/pull/190", cls="wrapper"),
    ], cmd="pip install <<proj>>", os=("linux",), n=5),
    G("disk-full-enospc", "pip", "two-programs", "https://github.com/Tkd-Alex/Twitch-Channel-Points-Miner-v2/issues/460", [
        "Installing collected packages: numpy, pandas, <<proj>>\nERROR: Could not install packages due to an OSError: "
        "[Errno 28] No space left on device",
        V("ERROR: Could not install packages due to an EnvironmentError: [Errno 28] No space left on device\nERROR: Service "
          "'streamlit' failed to build: The command '/bin/sh -c pip install -r requirements.txt' returned a non-zero code: 1",
          src="https://github.com/domoritz/streamlit-docker/issues/1", tool="docker-compose", cls="version"),
        V("docker: write /var/lib/docker/tmp/GetImageBlob<<n2>><<pid>>: no space left on device.", tool="docker",
          cmd="docker pull <<proj>>:latest", src="https://github.com/ENCODE-DCC/caper/issues/173"),
        V("<<logts>> ERROR: [Pipeline] [Errno 28] No space left on device: '/tmp/tmp<<hex8>>/tmp<<hex7>>' in line <<line>>",
          tool="python", src="https://github.com/docker/cli/issues/2345"),
        V("tar: write error: No space left on device", tool="tar", cmd="tar -xzf <<proj>>.tar.gz",
          src="https://github.com/brikis98/docker-osx-dev/issues/185"),
        V("Error: ENOSPC: no space left on device, write", tool="node", cmd="node <<jsfile>>",
          src="https://github.com/likun7981/hlink/issues/113"),
    ], cmd="pip install -r requirements.txt", os=("linux",), n=6),
    G("py-subprocess-winerror2", "python", "locale", "https://github.com/Hzzone/pytorch-openpose/issues/54", [
        V(_tb("info = probe(path)", "FileNotFoundError: [WinError 2] 系统找不到指定的文件。", _SUBPROCESS), locale="zh"),
        V(_tb("info = probe(path)", "FileNotFoundError: [WinError 2] The system cannot find the file specified", _SUBPROCESS),
          src="https://github.com/varyg1001/nyaaup/issues/24"),
        V("<<date>> 17:09:29 - mmengine - WARNING - WARNING: command error: '[WinError 2] 系统找不到指定的文件。'!",
          locale="zh", tool="xtuner", src="https://github.com/InternLM/xtuner/issues/950", cls="wrapper"),
        V("[INFO] 正在进行音频提取...\n[INFO] 正在进行语音识别...\n[ERROR] [WinError 2] 系统找不到指定的文件。", locale="zh",
          src="https://github.com/shinnpuru/VoiceTransl/issues/9", cls="wrapper"),
        V("FileNotFoundError: [WinError 2] The system cannot find the file specified", src="https://github.com/Hillobar/Rope/issues/18"),
    ], cmd="python demo_video.py <<relfile>>", os=("windows",), n=6),
    G("py-winerror3-path", "python", "locale", "https://github.com/xxcosmos/buy_pig_plan_python/issues/8", [
        V(_tb("os.listdir('assets')", "FileNotFoundError: [WinError 3] 系统找不到指定的路径。: 'assets'"), locale="zh"),
        V(_tb("os.listdir('assets')", "FileNotFoundError: [WinError 3] The system cannot find the path specified: 'assets'")),
    ], cmd="python main.py", os=("windows",), look="py-subprocess-winerror2", n=4),
    G("mypy-missing-stub-duckdb", "mypy", "version", "https://github.com/python/mypy/issues/17173", [
        '<<pyfile>>:<<line>>: error: Cannot find implementation or library stub for module named "duckdb"  [import-not-found]',
        V('<<pyfile>>:<<line>>: error: Cannot find implementation or library stub for module named "duckdb"  [import]\n'
          "<<pyfile>>:<<line>>: note: See https://mypy.readthedocs.io/en/stable/running_mypy.html#missing-imports",
          src="https://github.com/python/typeshed/issues/8797"),
        V('<<pyfile>>:<<line>>: error: Cannot find implementation or library stub for module named "duckdb"  [import-not-found]',
          os="windows"),
        V("<<pyfile>>:<<line>>: error: Cannot find module named 'duckdb'", src="https://github.com/python/mypy/pull/7698"),
    ], cmd="mypy --strict <<pyfile>>"),
    G("mypy-missing-stub-pil", "mypy", "version", "https://github.com/python/typeshed/issues/8797", [
        '<<pyfile>>:<<line>>: error: Cannot find implementation or library stub for module named "PIL"  [import]',
        '<<pyfile>>:<<line>>: error: Cannot find implementation or library stub for module named "PIL"  [import-not-found]',
    ], cmd="mypy .", look="mypy-missing-stub-duckdb", n=4),
    G("mypy-stubs-not-installed", "mypy", "multiline", "https://github.com/python/mypy/issues/16466", [
        '<<pyfile>>:<<line>>: error: Library stubs not installed for "docutils"\n<<pyfile>>:<<line>>: note: Hint: "python3 -m '
        'pip install types-docutils"\n<<pyfile>>:<<line>>: note: (or run "mypy --install-types" to install all missing stub '
        "packages)",
    ], cmd="mypy .", look="mypy-missing-stub-duckdb", n=3),
    G("celery-worker-sigkill", "celery", "runtime-value", "https://github.com/celery/celery/issues/9781", [
        "[<<logts>>: ERROR/MainProcess] Process '<<worker>>' pid:<<pid>> exited with 'signal 9 (SIGKILL)'",
        "worker-1  | [<<logts>>: ERROR/MainProcess] Process '<<worker>>' pid:<<pid>> exited with 'signal 9 (SIGKILL)'",
        "[<<logts>>: ERROR/MainProcess] Task handler raised error: WorkerLostError('Worker exited prematurely: signal 9 "
        "(SIGKILL) Job: <<n2>>.')\n[<<logts>>: ERROR/MainProcess] Process '<<worker>>' pid:<<pid>> exited with 'signal 9 "
        "(SIGKILL)'",
    ], cmd="celery -A <<proj>> worker -l info", os=("linux",), n=6),
    G("celery-worker-sigsegv", "celery", "runtime-value", "https://github.com/celery/celery/issues/7007", [
        "[<<logts>>: ERROR/MainProcess] Process '<<worker>>' pid:<<pid>> exited with 'signal 11 (SIGSEGV)'",
    ], cmd="celery -A <<proj>> worker", os=("linux", "macos"), look="celery-worker-sigkill", n=4),
]


def _circular(gid: str, name: str, module: str, src: str, look: str = "") -> G:
    """`cannot import name` from a module shadowed by the user's own file: the module is what is wrong."""
    last = (f"ImportError: cannot import name '{name}' from partially initialized module '{module}' (most likely due to "
            f"a circular import) (<<root>><<sep>>{module.split('.')[0]}.py)")
    return G(gid, "python", "version", src, [
        _tb(f"from {module} import {name}", last), V(_tb(f"from {module} import {name}", last), os="windows"), last,
        V(_tb(f"from {module} import {name}", f"ImportError: cannot import name '{name}'"), cls="version"),
    ], cmd=f"python3 {module.split('.')[0]}.py", look=look, n=4)


def _jupyter(module: str) -> str:
    return ("ModuleNotFoundError                       Traceback (most recent call last)\n<ipython-input-<<n>>-<<hex12>>> "
            f"in <module>\n      3 import matplotlib.pyplot as plt\n----> 5 import {module}\n\n"
            f"ModuleNotFoundError: No module named '{module}'")


GROUPS += [
    _modnotfound("py-modnotfound-cv2", "cv2", "import cv2", "https://github.com/NVlabs/instant-ngp/issues/168"),
    _modnotfound("py-modnotfound-yaml", "yaml", "import yaml", "https://github.com/WongKinYiu/yolov7/issues/1420",
                 look="py-modnotfound-cv2"),
    _modnotfound("py-modnotfound-torch", "torch", "import torch", "https://github.com/hacksider/Deep-Live-Cam/issues/1243"),
    _modnotfound("py-modnotfound-torchvision", "torchvision", "import torchvision", "https://github.com/donnyyou/torchcv/issues/104",
                 look="py-modnotfound-torch"),
    _modnotfound("py-modnotfound-torchgeometry", "torchgeometry", "import torchgeometry as tgm",
                 "https://github.com/carlosedubarreto/frankmocap_win_install/issues/11", look="py-modnotfound-torchvision"),
    _modnotfound("py-modnotfound-requests", "requests", "import requests",
                 "https://github.com/RemDelaporteMathurin/epidemic-simulator/issues/1"),
    _modnotfound("py-modnotfound-dotenv", "dotenv", "from dotenv import load_dotenv", "https://github.com/spediso/RedditVoteBot/issues/4",
                 look="py-modnotfound-requests"),
    _modnotfound("py-modnotfound-sklearn", "sklearn", "from sklearn.model_selection import train_test_split",
                 "https://github.com/Atcold/pytorch-PPUU/issues/19"),
    _modnotfound("py-modnotfound-matplotlib", "matplotlib", "import matplotlib.pyplot as plt",
                 "https://github.com/Atcold/pytorch-PPUU/issues/19", look="py-modnotfound-sklearn"),
    G("py-modnotfound-mglearn", "python", "multiline", "https://github.com/amueller/introduction_to_ml_with_python/issues/122", [
        _jupyter("mglearn"), _tb("import mglearn", "ModuleNotFoundError: No module named 'mglearn'"),
    ], cmd="jupyter nbconvert --execute 01-introduction.ipynb", look="py-modnotfound-matplotlib", n=4),
    _modnotfound("py-modnotfound-apollo-cathin", "apollo_cathin", "from apollo_cathin import Client",
                 "https://github.com/letmeNo1/Nico/issues/9"),
    _modnotfound("py-modnotfound-prepare-image", "Prepare_image", "from Prepare_image import Image_load",
                 "https://github.com/h4nwei/SPAQ/issues/22", look="py-modnotfound-apollo-cathin"),
    _modnotfound("py-modnotfound-d-pv2smiles", "d_pv2smiles_stochastic", "from d_pv2smiles_stochastic import main",
                 "https://github.com/jinhojsk515/SPMM/issues/3"),
    _modnotfound("py-modnotfound-motifmasking", "MotifMaskingModule.MotifMasking",
                 "from MotifMaskingModule.MotifMasking import MotifMasking", "https://github.com/qiaoqiaoLF/MxDNA/issues/9",
                 look="py-modnotfound-d-pv2smiles"),
    _modnotfound("py-modnotfound-main", "main", "from main import app", "https://github.com/CybroOdoo/CybroAddons/pull/64"),
    _modnotfound("py-modnotfound-add-path", "add_path", "import add_path", "https://github.com/ARG-NCTU/oop-python-nycu/pull/101",
                 look="py-modnotfound-main", pytest_src="https://github.com/ARG-NCTU/oop-python-nycu/pull/101"),
    _circular("py-circular-rockstar", "RockStar", "rockstar", "https://github.com/avinassh/rockstar/issues/98"),
    _circular("py-circular-e3dc", "E3DC", "e3dc", "https://github.com/fsantini/python-e3dc/issues/49", look="py-circular-rockstar"),
    _circular("py-circular-big-sleep", "Imagine", "big_sleep", "https://github.com/lucidrains/big-sleep/issues/109"),
    _circular("py-circular-lm-eval", "cli_evaluate", "lm_eval.__main__",
              "https://github.com/EleutherAI/lm-evaluation-harness/issues/2562", look="py-circular-big-sleep"),
    _circular("py-circular-multidim", "fast_algorithms", "multidim", "https://github.com/geomdata/gda-public/issues/17"),
    _circular("py-circular-inhouse-bot", "game_queue", "inhouse_bot", "https://github.com/mrtolkien/inhouse_bot/issues/9",
              look="py-circular-multidim"),
    _circular("py-circular-lightning", "Lightning", "lightning",
              "https://github.com/wintercooled/NodeMonitor-Python-Django/issues/4", look="py-circular-inhouse-bot"),
    G("py-cannot-import-flatten-datablocks", "python", "version", "https://github.com/dials/dials/issues/719", [
        V(_pytest("test/util/test_options.py", "from dials.util.options import flatten_reflections, flatten_datablocks",
                  "ImportError: cannot import name flatten_datablocks"), tool="pytest", cls="wrapper"),
        _tb("from dials.util.options import flatten_datablocks", "ImportError: cannot import name 'flatten_datablocks' from "
            "'dials.util.options' (<<root>>/dials/util/options.py)"),
    ], cmd="pytest test/util", look="py-cannot-import-dbm-f", n=4),
    G("mypy-missing-stub-insight", "mypy", "version", "https://github.com/synthesized-io/insight/issues/148", [
        '<<pyfile>>:<<line>>: error: Cannot find implementation or library stub for module named "insight"  [import]',
        '<<pyfile>>:<<line>>: error: Cannot find implementation or library stub for module named "insight"  [import-not-found]',
    ], cmd="mypy src", n=4),
    G("mypy-missing-stub-foobar-convert", "mypy", "wrapper", "https://github.com/microsoft/vscode-mypy/issues/363", [
        '<<root>>/projects/qux/quux.py:<<line>>:1:<<line>>:1: error: Cannot find implementation or library stub for module '
        'named "foobar.convert"  [import-not-found]',
        '<<ts>> [info] <<root>>/projects/qux/quux.py:<<line>>:1:<<line>>:1: error: Cannot find implementation or library stub '
        'for module named "foobar.convert"  [import-not-found]',
    ], cmd="python -m mypy --show-absolute-path --show-column-numbers <<root>>/projects/qux/quux.py",
        look="mypy-missing-stub-insight", n=4),
    G("pip-ssl-module-not-available", "pip", "version", "https://github.com/pypa/pip/issues/8171", [
        "WARNING: pip is configured with locations that require TLS/SSL, however the ssl module in Python is not available.\n"
        "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by "
        "'SSLError(\"Can't connect to HTTPS URL because the SSL module is not available.\")': /simple/<<pkgname>>/",
        V("pip is configured with locations that require TLS/SSL, however the ssl module in Python is not available.\n"
          "Collecting <<pkgname>>\n  Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after "
          "connection broken by 'SSLError(\"Can't connect to HTTPS URL because the SSL module is not available.\")': /simple/"
          "<<pkgname>>/", src="https://github.com/pypa/pip/issues/6452"),
        V("pip is configured with locations that require TLS/SSL, however the ssl module in Python is not available.\n"
          "Collecting <<pkgname>>\n  Could not fetch URL https://pypi.python.org/simple/<<pkgname>>/: There was a problem "
          "confirming the ssl certificate: Can't connect to HTTPS URL because the SSL module is not available. - skipping\n"
          "  Could not find a version that satisfies the requirement <<pkgname>> (from versions: )\nNo matching distribution "
          "found for <<pkgname>>", src="https://github.com/pypa/pip/issues/5776", cls="multiline"),
    ], cmd="pip3 install <<pkgname>>", os=("linux",), look="py-ssl-unable-local-issuer", n=5, extra={"pkgname": "fuzzywuzzy"}),
]
