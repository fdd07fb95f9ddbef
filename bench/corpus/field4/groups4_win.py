"""Field set 4: Windows error codes surfaced by Python and by other programs, mostly in Chinese
(WinError 126, 193 and 10061), and git's `unable to access` on port 443.

Each message is the text of the thread in `src`; only `<<slot>>` parts were generalised. The error
code decides the group (126 vs 193: a missing dependency vs a binary for another platform), and so
does the program that surfaced it where its fix differs (ctypes vs subprocess, a socket client vs
Twisted vs an HTTP client).
"""

from __future__ import annotations

from fieldspec import G, V

_DLOPEN = "    self._handle = _dlopen(self._name, mode)\n"

GROUPS = [
    G("py-zh-winerror126-ctypes-dll", "python", "locale", "https://github.com/BestBurning/kmclassdll/issues/12", [
        "Traceback (most recent call last):\n  File \"C:/Users/<<user>>/PycharmProjects/Python-Projects/screen_click/test.py\", "
        "line 221, in <module>\n    load_driver()\n  File \"C:/Users/<<user>>/PycharmProjects/Python-Projects/screen_click/"
        "test.py\", line 210, in load_driver\n    driver = CDLL(dll_path)\n  File \"C:\\Users\\<<user>>\\AppData\\Local\\"
        "Programs\\Python\\Python37\\lib\\ctypes\\__init__.py\", line 356, in __init__\n" + _DLOPEN
        + "OSError: [WinError 126] 找不到指定的模块。",
        V("Traceback (most recent call last):\n  File \"<<root>>\\server\\server2.py\", line 122, in <module>\n"
          "    dll = ctypes.CDLL('lib/server8.dll')\n  File \"D:\\Python\\Python37\\lib\\ctypes\\__init__.py\", line 364, "
          "in __init__\n" + _DLOPEN + "OSError: [WinError 126] 找不到指定的模块。",
          src="https://github.com/Yuandiaodiaodiao/PyScrcpy/issues/1", cmd="python main.py"),
        V("File \"C:\\ProgramData\\Anaconda3\\envs\\GlobalTrack\\lib\\ctypes\\__init__.py\", line 367, in __init__\n"
          "self._handle = _dlopen(self._name, mode)\n OSError: [WinError 126] 找不到指定的模块。",
          src="https://github.com/huanglianghua/GlobalTrack/issues/21", cmd="python test_global_track.py"),
        V(_DLOPEN.strip() + "\nOSError: [WinError 126] The specified module could not be found",
          src="https://github.com/JunaidBabu/tdlib-python/issues/4", cmd="python main.py", locale="en"),
    ], cmd="python test.py", os=("windows",), locale="zh"),
    G("py-zh-winerror126-torch-fbgemm", "python", "non-file-path",
      "https://github.com/numz/sd-wav2lip-uhq/issues/132", [
        "OSError: [WinError 126] 找不到指定的模块。 Error loading \"<<root>>\\venv\\lib\\site-packages\\torch\\lib\\"
        "fbgemm.dll\" or one of its dependencies.",
    ], cmd="webui-user.bat", os=("windows",), shells=("cmd", "powershell"), locale="zh",
      look="py-zh-winerror126-ctypes-dll"),
    G("py-zh-winerror193-so-on-windows", "python", "locale", "https://github.com/myhub/tr/issues/2", [
        "Traceback (most recent call last):\n  File \"<<root>>/demo.py\", line 1, in <module>\n    import tr\n"
        "  File \"<<root>>\\tr\\tr.py\", line 18, in <module>\n    _libc = ctypes.cdll.LoadLibrary(os.path.join(_BASEDIR, "
        "'libtr.so'))\n  File \"D:\\MyInstalSoft\\Python372\\lib\\ctypes\\__init__.py\", line 434, in LoadLibrary\n"
        "    return self._dlltype(name)\n  File \"D:\\MyInstalSoft\\Python372\\lib\\ctypes\\__init__.py\", line 356, in "
        "__init__\n" + _DLOPEN + "OSError: [WinError 193] %1 不是有效的 Win32 应用程序。",
        V("Traceback (most recent call last):\n  File \"<<root>>/darknet.py\", line 47, in <module>\n    lib = CDLL("
          "\"<<root>>\\\\libdarknet.so\", RTLD_GLOBAL)\n  File \"C:\\Users\\<<user>>\\Anaconda3\\lib\\ctypes\\__init__.py\", "
          "line 351, in __init__\n" + _DLOPEN + "OSError: [WinError 193] %1 不是有效的 Win32 应用程序。",
          src="https://github.com/RongSong1993/YOLOv3-SaveVideo-New/issues/1", cmd="python darknet.py"),
        V("OSError: [WinError 193] %1 不是有效的 Win32 应用程序。", src="https://github.com/zb12138/OctAttention/issues/11",
          cmd="python dataPrepare.py"),
        V("[WinError 193] %1 不是有效的 Win32 应用程序。", src="https://github.com/anhkgg/SuperWeChatPC/issues/99",
          cmd="python wechat.py", cls="wrapper"),
        V("OSError: [WinError 193] %1 is not a valid Win32 application", src="https://github.com/thunlp/OpenKE/issues/67",
          cmd="python example_train_transe.py", locale="en"),
    ], cmd="python demo.py", os=("windows",), locale="zh", look="py-zh-winerror126-ctypes-dll"),
    G("java-zh-createprocess-error-193", "opensca-cli", "two-programs",
      "https://github.com/XmirrorSecurity/OpenSCA-cli/issues/325", [
        "CreateProcess error=193, %1 不是有效的 Win32 应用程序",
    ], cmd="go build", os=("windows",), locale="zh", look="py-zh-winerror193-so-on-windows"),
    G("plugin-zh-os-error-193", "dbx", "two-programs", "https://github.com/jinpy666/dbx-plugin-ssh/issues/22", [
        "Failed to start plugin 'io.dbx.ssh': %1 不是有效的 Win32 应用程序。 (os error 193)",
    ], cmd="dbx", os=("windows",), locale="zh", look="java-zh-createprocess-error-193"),
    G("py-winerror193-subprocess", "poetry", "multiline", "https://github.com/ngshiheng/six-percent/issues/116", [
        "  OSError\n\n  [WinError 193] %1 is not a valid Win32 application\n\n  at ~\\anaconda3\\lib\\subprocess.py:1307 in "
        "_execute_child\n      1303│             sys.audit(\"subprocess.Popen\", executable, args, cwd, env)\n      1304│\n"
        "      1305│             # Start the process\n      1306│             try:\n"
        "    → 1307│                 hp, ht, pid, tid = _winapi.CreateProcess(executable, args,",
    ], cmd="poetry run python main.py", os=("windows",), look="py-zh-winerror193-so-on-windows"),
    G("py-zh-winerror10061-socket", "python", "locale", "https://github.com/Decalogue/chat/issues/21", [
        "Traceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\n  File \"C:\\Users\\<<user>>\\Anaconda3\\"
        "lib\\site-packages\\chat\\client.py\", line 23, in <module>\n    mysock.connect((host, port))\n"
        "ConnectionRefusedError: [WinError 10061] 由于目标计算机积极拒绝，无法连接。",
        V("ConnectionRefusedError: [WinError 10061] 由于目标计算机积极拒绝，无法连接。",
          src="https://github.com/totetmatt/GephiStreamer/issues/7", cmd="python stream.py"),
        V("[WinError 10061] 由于目标计算机积极拒绝，无法连接。", src="https://github.com/Skyexu/TopSup/issues/99",
          cmd="python do.py", cls="wrapper"),
        V("ConnectionRefusedError: [WinError 10061]由于目标计算机积极拒绝,无法连接",
          src="https://github.com/puppylpg/oddish/issues/33", cmd="python oddish.py"),
        V("ConnectionRefusedError: [WinError 10061] No connection could be made because the target machine actively "
          "refused it", src="https://github.com/attreyabhatt/Reverse-Shell/issues/2", cmd="python client.py", locale="en"),
    ], cmd="python -c \"from chat import client\"", os=("windows",), locale="zh"),
    G("scrapy-zh-connection-refused-10061", "scrapy", "two-programs",
      "https://github.com/dataabc/weibo-search/issues/166", [
        "ConnectionRefusedError: Connection was refused by other side: 10061: 由于目标计算机积极拒绝，无法连接。.",
    ], cmd="scrapy crawl search -s JOBDIR=crawls/search", os=("windows",), locale="zh",
      look="py-zh-winerror10061-socket"),
    G("urllib3-zh-appium-refused-10061", "python", "runtime-value", "https://github.com/kessil/AutoXue/issues/186", [
        "urllib3.exceptions.NewConnectionError: <urllib3.connection.HTTPConnection object at 0x0000<<hex12>>>: Failed to "
        "establish a new connection: [WinError 10061] 由于目标计算机积极拒绝，无法连接。",
    ], cmd="python -m xuexi", os=("windows",), locale="zh", look="scrapy-zh-connection-refused-10061"),
    G("httpx-connecterror-10061", "python", "two-programs", "https://github.com/Nixtla/nixtla/issues/234", [
        "ConnectError: [WinError 10061] No connection could be made because the target machine actively refused it",
    ], cmd="jupyter notebook", os=("windows",), look="urllib3-zh-appium-refused-10061"),
    G("git-https-443-timed-out", "git", "version",
      "https://github.com/githubteacher/github-for-developers-sept-2015/issues/454", [
        "Cloning into 'github-for-developers-sept-2015'...\nfatal: unable to access 'https://github.com/<<org>>/github-for-developers-\n"
        "sept-2015.git/': Failed to connect to github.com port 443: Timed out",
        V("fatal: unable to access 'https://github.com/<<org>>/<<proj>>.git/': Failed to connect to github.com port 443: "
          "Timed out", src="https://github.com/nowLetsgo/NB-Plus0322/issues/1", cmd="git pull origin master"),
        V("error: RPC failed; curl 28 Failed to connect to github.com port 443: Timed out\nfatal: expected flush after ref "
          "listing", src="https://github.com/nowLetsgo/NB-Plus0322/issues/1", cmd="git pull origin master", cls="wrapper"),
        V("fatal: unable to access 'https://github.com/<<org>>/github-for-developers-\nsept-2015.git/': Failed connect to "
          "github.com:443; No error", src="https://github.com/githubteacher/github-for-developers-sept-2015/issues/443"),
    ], cmd="git clone https://github.com/<<org>>/<<proj>>.git", os=("windows",), shells=("bash", "cmd", "powershell")),
    G("git-https-443-refused-proxy", "git", "everyday", "https://github.com/desktop/desktop/issues/16459", [
        "fatal: unable to access 'https://github.com/<<org>>/<<proj>>.git/': Failed to connect to github.com port 443 "
        "after <<ms>> ms: Connection refused",
    ], cmd="git push", os=("windows",), look="git-https-443-timed-out"),
]
