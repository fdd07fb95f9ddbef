"""Field set 2, Windows' "access denied" (拒绝访问) and a socket Docker users may not open.

Each group's message is copied from the public thread in `src`; only volatile parts are `<<slot>>`s. cmd's
"发生系统错误 5。 拒绝访问。" ("System error 5 has occurred. Access is denied.") from `net start` and `w32tm` run
without elevation; its look-alike is pip's `[WinError 5] 拒绝访问。` on a file that a running Python holds, whose
own look-alike is pip's `[WinError 32]` (another process has the file open). Docker's "permission denied while
trying to connect to the Docker daemon socket", quoted in Chinese threads and English ones under each thread's own
API version, endpoint and socket path, is the look-alike of the daemon not running.
"""

from __future__ import annotations

from fieldspec import G, V

_PIP = "ERROR: Could not install packages due to an OSError: "
_SOCK = "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: "
_DIAL = "dial unix /var/run/docker.sock: connect: permission denied"

GROUPS = [
    G("f2-cmd-zh-system-error-5", "cmd", "locale", "https://github.com/redis-windows/redis-windows/issues/31", [
        "发生系统错误 5。 拒绝访问。",
        V("发生下列错误: 拒绝访问。 (0x80070005)\n将 resync 命令发送到本地计算机\n发生下列错误: 拒绝访问。 (0x80070005)\n"
          "发生下列错误: 拒绝访问。 (0x80070005)\n发生系统错误 5。", src="https://github.com/testerSunshine/12306/issues/95",
          tool="w32tm", cmd="w32tm /resync", cls="two-programs"),
        V("System error 5 has occurred.\nAccess is denied.", src="https://github.com/dotnet/dotnet-docker/issues/1010",
          locale="en", cmd="net start server", cls="wrapper"),
    ], cmd="net start Redis", exit=2, os=("windows",), shells=("cmd",), locale="zh", look="f2-pip-winerror5", n=6),
    G("f2-pip-winerror5", "pip", "locale", "https://github.com/OpenEthan/SMSBoom/issues/19", [
        "Installing collected packages: platformdirs, filelock, distlib, virtualenv-clone, virtualenv, pip, pipenv\n"
        "  Attempting uninstall: pip\n    Found existing installation: pip 21.1.2\n    Uninstalling pip-21.1.2:\n"
        + _PIP + r"[WinError 5] 拒绝访问。: 'd:\\py\\pythonproject\\venv\\scripts\\pip.exe'" + "\nCheck the permissions.",
        V(_PIP + "【WinError 5】 存取被拒。", src="https://github.com/wulutuolaman-username/import-xiaoer/issues/7",
          tool="blender", cls="wrapper"),
        V(_PIP + r"[WinError 5] Access is denied: 'e:\\video\\ruinedfooocus_win64_1-25-2\\python_embeded\\lib\\site-packages"
          r"\\_cffi_backend.cp310-win_amd64.pyd'" + "\nConsider using the `--user` option or check the permissions.",
          src="https://github.com/runew0lf/RuinedFooocus/issues/314", locale="en", shell="cmd", cls="everyday"),
        V("ERROR: Could not install packages due to an EnvironmentError: [WinError 5] Access is denied:",
          src="https://github.com/vap0r01/RollercoinBot/issues/15", locale="en", cls="version"),
    ], cmd="pip install pipenv", os=("windows",), locale="zh", look="f2-pip-winerror32", n=8),
    G("f2-pip-winerror32", "pip", "locale", "https://github.com/TauricResearch/TradingAgents/issues/151", [
        _PIP + "[WinError 32] 另一个程序正在使用此文件，进程无法访问。: "
        r"'C:\\Users\\<<user>>\\AppData\\Local\\Temp\\pip-unpack-84ly918m\\grpcio-1.73.1-cp313-cp313-win_amd64.whl'"
        "\nCheck the permissions.",
        V(_PIP + "[WinError 32] 另一个程序正在使用此文件，进程无法访问。: "
          r"'C:\\Users\\<<user>>\\AppData\\Local\\Temp\\pip-unpack-lisfjdn9\\ipython-9.3.0-py3-none-any.whl'"
          "\nConsider using the `--user` option or check the permissions.",
          src="https://github.com/ipipdotnet/ipdb-python/issues/17", cmd="pip install ipdb"),
        V("Installing collected packages: pytz, pandas, matplotlib\n" + _PIP + "[WinError 32] The process cannot access the "
          r"file because it is being used by another process: 'C:\\Users\\<<user>>\\AppData\\Roaming\\Python\\Python37"
          r"\\site-packages\\matplotlib\\mpl-data\\fonts\\ttf\\DejaVuSans-Bold.ttf'" + "\nCheck the permissions.",
          src="https://github.com/uber/orbit/issues/548", locale="en", cmd="pip install orbit-ml --user", cls="everyday"),
        V("Could not install packages due to an EnvironmentError: [WinError 32] The process cannot access the file because it "
          "is being used by another process:\nConsider using the `--user` option or check the permissions.",
          src="https://github.com/googlesamples/assistant-sdk-python/issues/329", locale="en", cls="version"),
        V("ERROR: Could not install packages due to an EnvironmentError: [WinError 32] The process cannot access the file "
          r"because it is being used by another process: 'C:\\Users\\User\\AppData\\Local\\Temp\\pip-req-tracker-d0sxobbf"
          r"\\57c162bad943c226c1d2a75e59537b7845202d095bf28c0bcc570868'" + "\nConsider using the `--user` option or check "
          "the permissions.", src="https://github.com/grangier/python-goose/issues/78", locale="en", cls="version"),
    ], cmd="pip install -r requirements.txt", os=("windows",), locale="zh", n=8),
    G("f2-docker-sock-denied", "docker", "everyday", "https://github.com/yuenshome/yuenshome.github.io/issues/78", [
        "Got " + _SOCK + "Get http://%2Fvar%2Frun%2Fdocker.sock/v1.26/images/json: " + _DIAL,
        V(_SOCK + "Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.24/containers/json?all=1&filters=%7B%22label%22%3A%7B%22com."
          "docker.compose.config-hash%22%3Atrue%2C%22com.docker.compose.project%3Ddocker-compose%22%3Atrue%7D%7D\": " + _DIAL,
          src="https://github.com/yuanfangqiao/euanka/issues/1", tool="docker-compose", cmd="docker-compose up -d",
          cls="two-programs"),
        V("docker: " + _SOCK + "Head \"http://%2Fvar%2Frun%2Fdocker.sock/_ping\": " + _DIAL + ".\nSee 'docker run --help'.",
          src="https://github.com/tomsik68/docker-xampp/issues/63", cmd="docker run -d -p 41061:22 tomsik68/xampp",
          cls="version"),
        V("'docker: Got " + _SOCK + "Post http://%2Fvar%2Frun%2Fdocker.sock/v1.24/containers/create: " + _DIAL + ".'\n"
          "b\"See 'docker run --help'.\"", src="https://github.com/malwaredllc/byob/issues/476", tool="python",
          cmd="python <<pyfile>>", cls="wrapper"),
        V("Got " + _SOCK + "Post \"http://%2Fvar%2Frun%2Fdocker.sock/v1.24/images/create?fromImage=test&tag=latest\": "
          + _DIAL, src="https://github.com/pauleve/docker-mtgo/issues/167", cmd="docker pull test"),
        V("Got permission denied while trying to connect to the Docker daemon socket at unix:///run/docker/docker.sock: "
          "Get \"http://%2Frun%2Fdocker%2Fdocker.sock/v1.24/containers/json\": dial unix /run/docker/docker.sock: connect: "
          "permission denied", src="https://github.com/actions/actions-runner-controller/issues/2538",
          tool="actions-runner", cls="runtime-value"),
    ], cmd="docker images", os=("linux",), look="f2-docker-daemon-down", n=12),
]
