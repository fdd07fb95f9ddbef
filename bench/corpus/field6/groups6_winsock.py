"""Field set 6: Windows socket errors, Chinese and English. A port already bound (WSAEADDRINUSE,
10048) raised by Python's socket module and by uvicorn on top of it (two programs, one fix: free
the port), kept apart from its look-alikes: a bind the system forbids (WSAEACCES, 10013) and a
client out of local ports behind a proxy (10048 raised while connecting, another fix). Also git
refusing to merge unrelated histories. Ports, hosts and paths are volatile."""

from fieldspec import G, V

_WIN = ("windows",)
_INUSE_ZH = "通常每个套接字地址(协议/网络地址/端口)只允许使用一次。"
_INUSE_EN = "Only one usage of each socket address (protocol/network address/port) is normally permitted"

GROUPS = [
    G("windows-port-in-use-10048", "python", "two-programs", "https://github.com/pedrohavay/exploit-CVE-2021-44228/issues/1",
      ['  File "C:\\ProgramData\\Anaconda3\\lib\\socketserver.py", line 466, in server_bind\n'
       "    self.socket.bind(self.server_address)\nOSError: [WinError 10048] " + _INUSE_ZH,
       V(f"ERROR:    [Errno 10048] error while attempting to bind on address ('127.0.0.1', <<port>>): {_INUSE_ZH}",
         src="https://github.com/harry0703/MoneyPrinterTurbo/issues/324", tool="uvicorn"),
       V(f"INFO:     Application startup complete.\nERROR:    [Errno 10048] error while attempting to bind on address "
         f"('127.0.0.1', <<port>>): {_INUSE_ZH}\nINFO:     Waiting for application shutdown.",
         src="https://github.com/AliceNavigator/GPT-SoVITS-Api-GUI/issues/1", tool="uvicorn", cls="multiline"),
       V(f"OSError: [WinError 10048] {_INUSE_EN}", src="https://github.com/StorjOld/pyp2p/issues/44", locale="en",
         cls="locale"),
       V(f"error: [Errno 10048] {_INUSE_EN}                ", src="https://github.com/JackZProduction/python_chat/issues/1",
         locale="en", cls="version"),
       V("[Errno 10048] error while attempting to bind on address ('127.0.0.1', <<port>>): [winerror 10048] only one usage "
         "of each socket address (protocol/network address/port) is normally permitted",
         src="https://github.com/nythepegasus/SideJITServer/issues/145", locale="en", tool="SideJITServer")],
      cmd="python main.py", os=_WIN, locale="zh"),
    G("windows-socket-access-forbidden-10013", "python", "locale",
      "https://github.com/pedrohavay/exploit-CVE-2021-44228/issues/1",
      ['  File "main.py", line 18, in run\n    sock.bind((\'0.0.0.0\', port))\n'
       "OSError: [WinError 10013] 以一种访问权限不允许的方式做了一个访问套接字的尝试。"],
      cmd="python main.py", os=_WIN, locale="zh", look="windows-port-in-use-10048"),
    G("requests-client-ports-exhausted-10048", "python", "wrapper", "https://github.com/mvdctop/Movie_Data_Capture/issues/901",
      ["Failed to establish a new connection: [WinError 10048] " + _INUSE_ZH + "')))"],
      cmd="python Movie_Data_Capture.py", os=_WIN, locale="zh", look="windows-port-in-use-10048"),
    G("git-refusing-unrelated-histories", "git", "everyday", "https://github.com/ikawrakow/ik_llama.cpp/issues/1133",
      ["fatal: refusing to merge unrelated histories.",
       V("fatal: refusing to merge unrelated histories", src="https://github.com/saleor/storefront/issues/326",
         cmd="git merge upstream/main")],
      cmd="git pull", exit=128, os=("windows", "linux", "macos")),
]
