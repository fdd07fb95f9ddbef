"""Field set 3: messages in Chinese (localized cmd, PowerShell, make and tools), with their English forms."""

from fieldspec import G, V

_PS_ZH_TAIL = "请检查名称的拼写，如果包括路\n径，请确保路径正确，然后再试一次。"
_PS_ZH_ONE_LINE = "请检查名称的拼写，如果包括路 径，请确保路径正确，然后再试一次。"

GROUPS = [
    G("f3-cmd-zh-jenv-not-recognized", "cmd", "locale", "https://github.com/chroblert/JC-jEnv/issues/3", [
        "'jenv' 不是内部或外部命令，也不是可运行的程序 或批处理文件",
    ], cmd="jenv list", os=("windows",), shells=("cmd",), locale="zh", exit=9009),
    G("f3-cmd-zh-venv-activate-path", "cmd", "non-file-path",
      "https://github.com/ZiHuixi/QQgroup-annual-report-analyzer/issues/12", [
        "'venv\\Scripts\\activate.bat' 不是内部或外部命令，也不是可运行的程序 或批处理文件。",
    ], cmd="venv\\Scripts\\activate.bat", os=("windows",), shells=("cmd",), locale="zh", exit=9009,
        look="f3-cmd-zh-jenv-not-recognized"),
    G("f3-ps-zh-module-function-not-loaded", "powershell", "locale", "https://github.com/safebuffer/vulnerable-AD/issues/16", [
        "Invoke-VulnAD : 无法将“Invoke-VulnAD”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。" + _PS_ZH_TAIL
        + "\n所在位置 行:1 字符: 1\n+ Invoke-VulnAD -UsersLimit 100 -DomainName \"tdslab.local\"\n+ ~~~~~~~~~~~~~\n"
        "    + CategoryInfo          : ObjectNotFound: (Invoke-VulnAD:String) [], CommandNotFoundException\n"
        "    + FullyQualifiedErrorId : CommandNotFoundException",
        V("Invoke-VulnAD : 无法将“Invoke-VulnAD”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。" + _PS_ZH_ONE_LINE,
          cls="multiline"),
    ], cmd="Invoke-VulnAD -UsersLimit 100", os=("windows",), shells=("powershell",), locale="zh"),
    G("f3-ps-zh-ps2exe-not-imported", "powershell", "locale", "https://github.com/MScholtes/PS2EXE/issues/114", [
        "Invoke-ps2exe : 无法将“Invoke-ps2exe”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。" + _PS_ZH_ONE_LINE,
    ], cmd="Invoke-ps2exe .\\<<script>> .\\<<proj>>.exe", os=("windows",), shells=("powershell",), locale="zh",
        look="f3-ps-zh-module-function-not-loaded"),
    G("f3-ps-zh-jekyll-not-on-path", "powershell", "locale", "https://github.com/oneclick/rubyinstaller2/issues/311", [
        "无法将“jekyll”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。请检查名称的拼写，"
        "如果包括路径，请确保路径 正确，然后再试一次。",
    ], cmd="jekyll serve", os=("windows",), shells=("powershell",), locale="zh",
        look="f3-ps-zh-module-function-not-loaded"),
    G("f3-make-zh-no-rule-env-bin", "make", "locale", "https://github.com/JustForFunnnn/webspider/issues/19", [
        "make: *** 没有规则可制作目标“env/bin”",
    ], cmd="make", exit=2, locale="zh"),
    G("f3-make-zh-no-rule-all", "make", "locale", "https://github.com/NFhook/mod_asr/issues/5", [
        "没有规则可制作目标“all”。",
    ], cmd="make mod_asr-install", exit=2, locale="zh", look="f3-make-zh-no-rule-env-bin"),
    G("f3-make-no-rule-needed-by-default", "make", "everyday", "https://github.com/FolkertVanVerseveld/aoe/issues/23", [
        "make: *** No rule to make target 'game', needed by 'default'.  Stop.",
    ], cmd="make", exit=2, look="f3-make-zh-no-rule-env-bin"),
    G("f3-make-no-rule-spell-file", "make", "everyday", "https://github.com/ganwell/vim-hunspell-dicts/issues/2", [
        "make: *** No rule to make target 'outfiles/hun-de-CH.utf-8.spl', needed by 'all'.  Stop.",
    ], cmd="make", exit=2, os=("linux", "macos"), look="f3-make-no-rule-needed-by-default"),
]

GROUPS += [
    G("f3-git-local-changes-overwritten-by-merge", "git", "locale", "https://github.com/coolsnowwolf/lede/issues/10360", [
        "error: 您对下列文件的本地修改将被合并操作覆盖：\n        feeds.conf.default\n请在合并前提交或贮藏您的修改。\n正在终止",
        V("error: 您对下列文件的本地修改将被合并操作覆盖： feeds.conf.default 请在合并前提交或贮藏您的修改。 正在终止",
          cls="multiline"),
        V("error: Your local changes to the following files would be overwritten by merge:\n\t.SRCINFO\n\tPKGBUILD\n"
          "Please, commit your changes or stash them before you can merge.\nAborting", locale="en", tool="aursync",
          cmd="aursync -u", src="https://github.com/aurutils/aurutils/issues/54", cls="version"),
        V("error: Your local changes to the following files would be overwritten by merge:\n        desktop/go.mod\n"
          "Please commit your changes or stash them before you merge.", locale="en", os="windows",
          src="https://github.com/esengine/DeepSeek-Reasonix/issues/3109", cls="version"),
        V("\"From https://git.door43.org/<<user>>/<<proj>>\\n * branch            master     -> FETCH_HEAD\\nerror: "
          "Your local changes to the following files would be overwritten by merge:\\n\\tmanifest.json\\nPlease commit "
          "your changes or stash them before you can merge.\\nAborting\\n\"", locale="en", tool="translationcore",
          src="https://github.com/unfoldingWord/translationCore/issues/1562", cls="wrapper"),
    ], cmd="git pull", os=("linux", "macos", "windows"), locale="zh", n=8),
    G("f3-sudo-user-not-in-sudoers", "sudo", "locale", "https://github.com/Qubinode/qubinode-installer/issues/68", [
        V("[sudo] password for <<user>>: \n<<user>> is not in the sudoers file.  This incident will be reported.",
          locale="en"),
        V("<<user>> 不在 sudoers 文件中。此事将被报告。", src="https://github.com/sudo-project/sudo/pull/372"),
        V("<<user>> 不是 sudoers 文件。该事件已报告给管理员。", src="https://github.com/FreeBSD-Ask/FreeBSD-Ask/pull/130",
          cls="version"),
    ], cmd="sudo ./qubinode-installer -m setup", locale="zh", n=6),
    G("f3-git-remote-origin-exists", "git", "everyday", "https://github.com/kevenjesus/curso-certificacao-bootstrap/issues/387", [
        "fatal: remote origin already exists.",
    ], cmd="git remote add origin <<remote>>", exit=3, os=("macos", "linux", "windows")),
    G("f3-ld-cannot-find-lvl", "ld", "everyday", "https://github.com/tolga-b/BINGpp/issues/2", [
        "Linking CXX executable BING++\n/usr/bin/ld: cannot find -lvl\ncollect2: ld returned 1 exit status",
    ], cmd="make", exit=2, os=("linux",)),
]

_POPEN_TAIL = (
    "    rsp = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)\n"
    "  File \"{py}\\subprocess.py\", line 854, in __init__\n    self._execute_child(args, executable, preexec_fn, close_fds,\n"
    "  File \"{py}\\subprocess.py\", line 1307, in _execute_child\n"
    "    hp, ht, pid, tid = _winapi.CreateProcess(executable, args,\nPermissionError: [WinError 5] 拒绝访问。")

GROUPS += [
    G("f3-python-zh-popen-access-denied", "python", "locale", "https://github.com/timwhitez/crawlergo_x_XRAY/issues/1", [
        "Traceback (most recent call last):\n  File \"launcher.py\", line 80, in <module>\n    main(data1)\n"
        "  File \"launcher.py\", line 59, in main\n" + _POPEN_TAIL.format(py="D:\\Python38\\Lib"),
        V("Traceback (most recent call last):\n  File \"launcher.py\", line 83, in <module>\n    main(data1)\n"
          "  File \"launcher.py\", line 59, in main\n"
          + _POPEN_TAIL.format(py="<<home>>\\AppData\\Local\\Programs\\Python\\Python38\\lib"),
          src="https://github.com/timwhitez/crawlergo_x_XRAY/issues/8", cls="multiline"),
    ], cmd="python launcher.py", os=("windows",), locale="zh"),
    G("f3-python-zh-multiprocessing-access-denied", "python", "locale", "https://github.com/XPixelGroup/BasicSR/issues/97", [
        "File \"<<home>>\\Anaconda3\\envs\\py35\\Lib\\multiprocessing\\reduction.py\", line 77, in duplicate\n"
        "    0, inheritable, _winapi.DUPLICATE_SAME_ACCESS)\nPermissionError: [WinError 5] 拒绝访问。",
    ], cmd="python train.py -opt options/train/train_ESRGAN.json", os=("windows",), locale="zh",
        look="f3-python-zh-popen-access-denied"),
    G("f3-python-zh-makedirs-drive-access-denied", "python", "non-file-path",
      "https://github.com/JIEKE66633/One-click-cleaning-of-C-drive/issues/2", [
        "  File \"D:\\Program Files\\python\\lib\\os.py\", line 225, in makedirs\n    mkdir(name, mode)\n"
        "PermissionError: [WinError 5] 拒绝访问。: 'A:CCleaner_Backup'\n请按任意键继续. . .",
    ], cmd="python main.py", os=("windows",), shells=("cmd",), locale="zh", look="f3-python-zh-popen-access-denied"),
    G("f3-dart-zh-server-port-in-use", "localsend", "two-programs", "https://github.com/localsend/localsend/issues/350", [
        "SocketException: Failed to create server socket OS Error: 通常每个套接字地(协议/网络地址/端)只允许使用一次",
        V("PC端报错：通常每个套接字地(协议/网络地址/端)只允许使用一次，无法接收文件", cls="locale"),
    ], cmd="localsend.exe", os=("windows",), locale="zh", exit=None),
    G("f3-dotnet-zh-client-bind-exhausted", "dotnet", "multiline", "https://github.com/beetlex-io/FastHttpApi/issues/51", [
        "---> BeetleX.FastHttpApi.Clients.HttpClientException: request http://<<host>>/ error \n"
        "通常每个套接字地址(协议/网络地址/端口)只允许使用一次。 \n---> System.Net.Sockets.SocketException: \n"
        "通常每个套接字地址(协议/网络地址/端口)只允许使用一次。\n   at System.Net.Sockets.Socket.UpdateStatusAfterSocketError"
        "AndThrowException(SocketError error, String callerName)\n   at System.Net.Sockets.Socket.DoBind(EndPoint "
        "endPointSnapshot, SocketAddress socketAddress)",
    ], cmd="dotnet run", os=("windows",), locale="zh", look="f3-dart-zh-server-port-in-use"),
]
