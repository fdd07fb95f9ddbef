"""Field set 20, part b: javac's missing JUnit packages, gcc's C99 loops, PowerShell's TLS channel and
its `curl` alias, wget's SSL failures, WSL's virtualization error, VS Code's shell path, TensorFlow's
illegal instruction, and apt's missing Release file (English and Chinese)."""

from fieldspec import G, Q, V

_WIN = ("windows",)

GROUPS = [
    # -- javac: which test package is missing decides the dependency -----------------------------------
    G("f20-javac-org-junit-missing", "javac", "wrapper", "https://github.com/IanDarwin/javasrc/issues/1",
      [V("[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.1:compile (default-compile) on "
         "project javasrc: Compilation failure: Compilation failure:\n[ERROR] <<root>>/src/main/java/lang/ArrayEqualsWorks.java"
         ":[3,17] package org.junit does not exist\n[ERROR] <<root>>/src/main/java/testing/PersonTest.java:[3,1] package "
         "org.junit does not exist", tool="mvn", cmd="mvn compile", cls="multiline"),
       V("    [javac] <<root>>/test/jakshin/mixcaster/podcast/PodcastTest.java:27: error: package org.junit does not exist\n"
         "    [javac] import org.junit.BeforeClass;\n    [javac]                 ^", tool="ant", cmd="ant test",
         src="https://github.com/jakshin/mixcaster/issues/2"),
       V("Error:Error:line (1)java: package org.junit does not exist\nError:Error:line (1)java: static import only from "
         "classes and interfaces\nError:Error:line (5)java: package org.junit does not exist", tool="idea", cmd=None,
         os="windows", src="https://github.com/douglascraigschmidt/POSA-14/issues/6", cls="multiline"),
       V("[INFO] Compiling 1 source file to <<root>>/spring-boot-test/target/test-classes\n[ERROR] COMPILATION ERROR : \n"
         "[ERROR] <<root>>/spring-boot-test/src/test/java/cn/javastack/springboot/test/JavaTest.java:[3,17] package "
         "org.junit does not exist", tool="mvn", cmd="mvn install",
         src="https://github.com/javastacks/spring-boot-best-practice/issues/2")],
      cmd="javac -d out src/test/java/UtilsTest.java", os=("linux", "macos", "windows"), n=6, look="f20-javac-junit-jupiter-missing"),
    G("f20-javac-junit-jupiter-missing", "javac", "wrapper", "https://github.com/nus-cs2103-AY2425S2/forum/issues/96",
      [V("> Task :compileJava FAILED\n<<root>>/src/main/java/bob/ParserTest.java:3: error: package org.junit.jupiter.api "
         "does not exist\nimport org.junit.jupiter.api.Test;\n                            ^", tool="gradle",
         cmd="./gradlew test", cls="multiline"),
       V("java: package org.junit.jupiter.api does not exist", tool="idea", cmd=None,
         src="https://github.com/nus-cs2103-AY2122S1/forum/issues/88"),
       V("[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.8.1:testCompile "
         "(default-testCompile) on project drools-verifier-core: Compilation failure: Compilation failure: \n[ERROR] "
         "<<root>>/drools-verifier/drools-verifier-core/src/test/java/org/drools/verifier/core/index/ActionTest.java:"
         "[24,29] package org.junit.jupiter.api does not exist", tool="mvn", cmd="mvn clean install",
         src="https://github.com/apache/incubator-kie/pull/4562")],
      cmd="./gradlew test", os=("macos", "linux", "windows"), look="f20-javac-org-junit-missing"),

    # -- gcc: a loop declaration before C99 ---------------------------------------------------------------
    G("f20-gcc-for-loop-c99-mode", "gcc", "version", "https://github.com/froghui/yolanda/issues/2",
      [V("<<root>>/chap-5/tcpclient.c: In function ‘send_data’:\n<<root>>/chap-5/tcpclient.c:8:5: error: ‘for’ loop initial "
         "declarations are only allowed in C99 mode\n     for (int i = 0; i < MESSAGE_SIZE; i++) {\n     ^\n"
         "<<root>>/chap-5/tcpclient.c:8:5: note: use option -std=c99 or -std=gnu99 to compile your code\nmake[2]: *** "
         "[chap-5/CMakeFiles/tcpclient.dir/tcpclient.c.o] Error 1", tool="make", cmd="make", cls="multiline"),
       V("compiling src/clevo-indicator.c\nsrc/clevo-indicator.c: In function ‘main_ui_worker’:\nsrc/clevo-indicator.c:354:2: "
         "error: ‘for’ loop initial declarations are only allowed in C99 mode\n  for (int i = 0; i < menuitem_count; i++)\n"
         "  ^\nsrc/clevo-indicator.c:354:2: note: use option -std=c99 or -std=gnu99 to compile your code",
         tool="make", cmd="make install", src="https://github.com/SkyLandTW/clevo-indicator/issues/3", cls="multiline"),
       V("<<root>>/tests/signals.c:71:5: error: ‘for’ loop initial declarations are only allowed in C99 or C11 mode\n"
         "     for(int i = 0; i < COUNT; ++i) {\n     ^\n<<root>>/tests/signals.c:71:5: note: use option -std=c99, "
         "-std=gnu99, -std=c11 or -std=gnu11 to compile your code", cmd="make",
         src="https://github.com/sustrik/libmill/issues/101"),
       V("TSIdentityTool.c: In function ‘obfuscateInplace’:\nTSIdentityTool.c:63:3: error: ‘for’ loop initial declarations "
         "are only allowed in C99 mode\n   for (int i = 0; i < dataSize; i++) {\n   ^\nTSIdentityTool.c:63:3: note: use "
         "option -std=c99 or -std=gnu99 to compile your code",
         cmd="gcc TSIdentityTool.c -o TSIdentityTool -l tommath -l tomcrypt",
         src="https://github.com/landave/TSIdentityTool/issues/2", cls="everyday"),
       V("error: 'for' loop initial declarations are only allowed in C99 mode\nnote: use option -std=c99 or -std=gnu99 to "
         "compile your code", tool="make", cmd="make", src="https://github.com/SkyAPM/SkyAPM-php-sdk/pull/85",
         cls="everyday")],
      cmd="make", os=("linux",), n=7),

    # -- PowerShell on an old .NET: TLS 1.2 not offered -------------------------------------------------
    G("f20-powershell-tls-secure-channel", "powershell", "locale", "https://github.com/yuaotian/go-cursor-help/issues/623",
      [V("irm : 请求被中止: 未能创建 SSL/TLS 安全通道。\n所在位置 行:1 字符: 1\n+ irm https://aizaozao.com/accelerate.php/"
         "https://raw.githubusercontent ...\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
         "    + CategoryInfo          : InvalidOperation: (System.Net.HttpWebRequest:HttpWebRequest) [Invoke-RestMethod]，"
         "WebExce\n    ption\n    + FullyQualifiedErrorId : WebCmdletWebResponseException,Microsoft.PowerShell.Commands."
         "InvokeRestMethodCommand", locale="zh",
         cmd="irm https://raw.githubusercontent.com/yuaotian/go-cursor-help/refs/heads/master/scripts/run/"
             "cursor_win_id_modifier.ps1 | iex"),
       V("irm : 请求被中止: 未能创建 SSL/TLS 安全通道。", locale="zh",
         cmd="irm https://aizaozao.com/accelerate.php/https://raw.githubusercontent.com/yuaotian/go-cursor-help/refs/heads/"
             "master/scripts/run/cursor_win_id_modifier.ps1 | iex"),
       V("请求被中止: 未能创建 SSL/TLS 安全通道", locale="zh", tool="scoop", cmd="scoop install git",
         src="https://github.com/ScoopInstaller/Scoop/issues/3945"),
       V("************** 异常文本 **************\nSystem.Net.WebException: 请求被中止: 未能创建 SSL/TLS 安全通道。\n"
         "   在 Register1024.MainForm.HttpContent(String method, String uri, String data, Encoding coding, String "
         "contentType) 位置 c:\\workspace\\1024RegisterTool\\Register1024\\MainForm.cs:行号 236", locale="zh",
         tool="Register1024.exe", cmd=None, src="https://github.com/MisterChangRay/1024RegisterTool/issues/11",
         cls="two-programs"),
       V("访问HTTPS网站, 请求被中止: 未能创建 SSL/TLS 安全通道。", locale="zh", tool="Hawk.exe", cmd=None,
         src="https://github.com/ferventdesert/Hawk/issues/65", cls="two-programs"),
       V("Invoke-WebRequest : The request was aborted: Could not create SSL/TLS secure channel.\nAt "
         "E:\\Tools\\windows-secure-auditor\\examples\\SecureAuditor-SendGrid.ps1:53 char:1\n+ Invoke-WebRequest "
         "-UseBasicParsing `\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : InvalidOperation: "
         "(System.Net.HttpWebRequest:HttpWebRequest) [Invoke-WebRequest], WebException\n    + FullyQualifiedErrorId : "
         "WebCmdletWebResponseException,Microsoft.PowerShell.Commands.InvokeWebRequestCommand", locale="en",
         cmd=".\\SecureAuditor-Task.ps1", src="https://github.com/akunzai/windows-secure-auditor/issues/36",
         cls="multiline"),
       V("Invoke-RestMethod : The request was aborted: Could not create SSL/TLS secure channel.\nAt line:1 char:1\n+ "
         "Invoke-RestMethod https://api.github.com/repos/pcgeek86/PSGitHub\n    + CategoryInfo          : "
         "InvalidOperation: (System.Net.HttpWebRequest:HttpWebRequest) [Invoke-RestMethod], WebExc\n   eption",
         locale="en", cmd="Invoke-RestMethod https://api.github.com/repos/pcgeek86/PSGitHub",
         src="https://github.com/pcgeek86/PSGitHub/issues/40", cls="multiline"),
       V("The request was aborted: Could not create SSL/TLS secure channel.\nSystem.Net.WebException: The request was "
         "aborted: Could not create SSL/TLS secure channel.\n   at Microsoft.PowerShell.Commands.WebRequestPSCmdlet."
         "GetResponse(WebRequest request)\n   at Microsoft.PowerShell.Commands.WebRequestPSCmdlet.ProcessRecord()",
         locale="en", cmd=".\\build.ps1", src="https://github.com/dotnet/roslyn-sdk/pull/110", cls="multiline"),
       V("Invoke-WebRequest : The request was aborted: Could not create SSL/TLS secure channel.", locale="en",
         cmd=".\\CMPackager.ps1", src="https://github.com/asjimene/CMPackager/issues/100", cls="everyday")],
      cmd="irm get.scoop.sh | iex", os=_WIN, shells=("powershell",), n=36),

    # -- PowerShell's curl alias: Invoke-WebRequest takes no curl flags ----------------------------------
    G("f20-powershell-curl-alias-parameter", "powershell", "shell",
      "https://github.com/thqby/vscode-autohotkey2-lsp/issues/587",
      [V("Invoke-WebRequest : A parameter cannot be found that matches parameter name 'L'.\n+ curl -L -o install.js "
         "https://raw.githubusercontent.com/thqby/vscode- ...\n+      ~~\n    + CategoryInfo          : InvalidArgument: "
         "(:) [Invoke-WebRequest], ParameterBindingException",
         cmd="curl -L -o install.js https://raw.githubusercontent.com/thqby/vscode-autohotkey2-lsp/main/tools/install.js"),
       V("Invoke-WebRequest : A parameter cannot be found that matches parameter name 'F'.\nAt line:1 char:65",
         cmd="curl \"http://<<host>>:8070/message\" -F \"title=some stuff here\" -F \"message=Backup Complete\"",
         src="https://github.com/gotify/server/issues/674"),
       V("Invoke-WebRequest : Cannot find a positional parameter that takes argument \"--output\".\nstring:1 character:1\n+ "
         "curl https://release.solana.com/v1.9.6/solana-install-init-x86_64-pc- ...\n    + CategoryInfo : InvalidArgument: "
         "(:) [Invoke-WebRequest], ParameterBindingException\n    + FullyQualifiedErrorId : PositionalParameterNotFound,"
         "Microsoft.PowerShell.Commands.InvokeWebRequestCommand",
         cmd="curl https://release.solana.com/v1.9.6/solana-install-init-x86_64-pc-windows-msvc.exe --output "
             "C:\\solana-install-tmp\\solana-install-init.exe --create-dirs",
         src="https://github.com/metaplex-foundation/metaplex/issues/1800", cls="non-file-path"),
       V("Invoke-WebRequest : Missing an argument for parameter 'InFile'. Specify a parameter of type 'System.String' and "
         "try again.\nAt line:1 char:6",
         src="https://github.com/dotnet/AspNetCore.Docs/issues/31295"),
       V("Invoke-WebRequest : 找不到与参数名称“kL”匹配的参数。\n所在位置 行:1 字符: 6\n+ curl -kL http://localhost/apple\n"
         "+ CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest]，ParameterBindingException\n"
         "+ FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.InvokeWebRequestCommand",
         locale="zh", cls="locale", cmd="curl -kL http://localhost/apple",
         src="https://github.com/denverdino/k8s-for-docker-desktop/issues/79"),
       V("Invoke-WebRequest : 找不到与参数名称“kL”匹配的参数。", locale="zh", cls="locale",
         cmd="curl -kL http://localhost/apple", src="https://github.com/denverdino/k8s-for-docker-desktop/issues/79"),
       V(" + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException\n    + "
         "FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.InvokeWebRequestCommand",
         cmd="curl -LO https://github.com/kubeshark/kubeshark/releases/download/v52.1.77/kubeshark.exe",
         src="https://github.com/kubeshark/kubeshark/issues/1522", cls="multiline")],
      os=_WIN, shells=("powershell",), n=14, look="f20-powershell-curl-ie-engine"),
    G("f20-powershell-curl-ie-engine", "powershell", "multiline",
      "https://github.com/redcanaryco/atomic-red-team/pull/1453",
      ["curl : The response content cannot be parsed because the Internet Explorer engine is not available, or Internet "
       "Explorer's first-launch\nconfiguration is not complete. Specify the UseBasicParsing parameter and try again.\nAt "
       "line:2 char:1\n+ curl https://www.example.com}\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : "
       "NotImplemented: (:) [Invoke-WebRequest], NotSupportedException\n    + FullyQualifiedErrorId : "
       "WebCmdletIEDomNotSupportedException,Microsoft.PowerShell.Commands.InvokeWebRequestCommand"],
      cmd="curl https://www.example.com", os=_WIN, shells=("powershell",), look="f20-powershell-curl-alias-parameter"),
    G("f20-powershell-ampersand-separator", "powershell", "shell", "https://github.com/microsoft/vscode/issues/75179",
      ["The token '&&' is not a valid statement separator in this version."],
      cmd="cd <<root>> && npm start", os=_WIN, shells=("powershell",), look="f20-powershell-curl-alias-parameter"),

    # -- wget and TLS: the cause decides the fix -----------------------------------------------------------
    G("f20-wget-old-ssl-handshake", "wget", "locale", "https://github.com/magic282/NQG/issues/1",
      [V("--<<time>>--  https://res.qyzhou.me/redistribute.zip\n           => `redistribute.zip'\n正在解析主机 res.qyzhou.me... "
         "104.31.76.139, 104.31.77.139, 2400:cb00:2048:1::681f:4d8b, ...\nConnecting to res.qyzhou.me|104.31.76.139|:443... "
         "已连接。\nOpenSSL: error:14077410:SSL routines:SSL23_GET_SERVER_HELLO:sslv3 alert handshake failure\n无法建立 SSL 连接。",
         locale="zh"),
       V("OpenSSL: error:14077410:SSL routines:SSL23_GET_SERVER_HELLO:sslv3 alert handshake failure\n无法建立 SSL 连接。",
         locale="zh"),
       V("--<<time>>--  https://www.example.com/download/1111\n           => `1111'\nConnecting to www.example.com| "
         "<<host>>|:443... connected.\nUnable to establish SSL connection.", locale="en", cls="multiline",
         cmd="wget --no-check-certificate http://www.example.com/download/1111",
         src="https://github.com/adoptium/aqa-tests/issues/527"),
       V("Connecting to swscan.apple.com[2.19.60.18]:443... connected.\n\nUnable to establish SSL connection.\n\nUnable to "
         "establish SSL connection.\n/dev/null: No such file or directory\n\nCouldn't download the Apple software update "
         "catalog.\nExiting.", locale="en", tool="macos-guest-virtualbox.sh", cmd="./macos-guest-virtualbox.sh",
         os="windows", src="https://github.com/myspaghetti/macos-virtualbox/issues/378", cls="wrapper")],
      cmd="wget https://res.qyzhou.me/redistribute.zip", os=("linux",), n=16, look="f20-wget-cert-issuer-unverified"),
    G("f20-wget-cert-issuer-unverified", "wget", "multiline", "https://github.com/adoptium/aqa-tests/issues/167",
      [V("--<<date>> <<time>>--  https://downloads.sourceforge.net/project/junit/junit/4.10/junit-4.10.jar\nResolving "
         "downloads.sourceforge.net... 216.34.181.59\nConnecting to downloads.sourceforge.net|216.34.181.59|:443... "
         "connected.\nERROR: cannot verify downloads.sourceforge.net's certificate, issued by `/C=US/O=GeoTrust Inc./"
         "CN=GeoTrust SSL CA - G3':\n  Unable to locally verify the issuer's authority.\nTo connect to "
         "downloads.sourceforge.net insecurely, use `--no-check-certificate'\n.\nUnable to establish SSL connection.",
         cmd="wget https://downloads.sourceforge.net/project/junit/junit/4.10/junit-4.10.jar"),
       V("SYSTEM_WGETRC = c:/progra~1/wget/etc/wgetrc\nsyswgetrc = C:\\Program Files (x86)\\Gow/etc/wgetrc\n--<<date>> "
         "<<time>>--  https://unpkg.com/quicklink@1.0.0/dist/quicklink.umd.js\nConnecting to unpkg.com|104.16.125.175|:443"
         "... connected.\nERROR: cannot verify unpkg.com's certificate, issued by `/C=GB/ST=Greater Manchester/L=Salford/"
         "O=COMODO CA Limited/CN=COMODO Domain Validati\non Legacy Server CA 2':\n  Unable to locally verify the issuer's "
         "authority.\nTo connect to unpkg.com insecurely, use `--no-check-certificate'.\nUnable to establish SSL "
         "connection.", cmd="wget https://unpkg.com/quicklink@1.0.0/dist/quicklink.umd.js",
         src="https://github.com/bmatzelle/gow/issues/252")],
      os=_WIN, shells=("cmd",), look="f20-wget-old-ssl-handshake"),
    G("f20-wget-gnutls-invalid-request", "wget", "everyday", "https://github.com/WhitewaterFoundry/Fedora-Remix-for-WSL/issues/10",
      ["GnuTLS: The request is invalid.\nUnable to establish SSL connection."],
      cmd="wget https://dl.google.com/go/go1.11.4.linux-amd64.tar.gz", os=("linux",), look="f20-wget-old-ssl-handshake"),
    G("f20-wget-ssl-disabled", "wget", "everyday", "https://github.com/termux/termux-packages/issues/3426",
      [V("wget: Disabling SSL due to encountered errors.", cmd="wget https://google.com"),
       V("wget: Disabling SSL due to encountered errors.", tool="conda", cmd="wget -d https://google.com",
         src="https://github.com/ContinuumIO/anaconda-issues/issues/10709", cls="wrapper")],
      os=("linux",), look="f20-wget-old-ssl-handshake"),

    # -- WSL, VS Code, TensorFlow ------------------------------------------------------------------------
    G("f20-wsl-0x80370102-virtualization", "wsl", "version", "https://github.com/microsoft/WSL/issues/9656",
      [V("Installing, this may take a few minutes...\nWslRegisterDistribution failed with error: 0x80370102\nPlease enable "
         "the Virtual Machine Platform Windows feature and ensure virtualization is enabled in the BIOS.\nFor information "
         "please visit https://aka.ms/enablevirtualization\nPress any key to continue...", cmd="ubuntu"),
       V("Ubuntu 24.04 LTS is already installed.\nLaunching Ubuntu 24.04 LTS...\nInstalling, this may take a few "
         "minutes...\nWslRegisterDistribution failed with error: 0x80370102\nPlease enable the Virtual Machine Platform "
         "Windows feature and ensure virtualization is enabled in the BIOS.\nFor information please visit "
         "https://aka.ms/enablevirtualization\nPress any key to continue...", cmd="wsl.exe --install Ubuntu-24.04",
         src="https://github.com/microsoft/WSL/issues/12382"),
       V("Installing, this may take a few minutes...\nWslRegisterDistribution failed with error: 0x80370102\nError: "
         "0x80370102 The virtual machine could not be started because a required feature is not installed.\n\nPress any "
         "key to continue...", cmd="wsl --install -d ubuntu", src="https://github.com/microsoft/WSL/issues/7638"),
       V("Installing, this may take a few minutes...\nWslRegisterDistribution failed with error: 0x80370102\nError: "
         "0x80370102 The virtual machine could not be started because a required feature is not installed.",
         cmd="ubuntu", src="https://github.com/IIC2143-2021-1/Syllabus/issues/32"),
       V("deploying WSL2 distributions\nensuring main distro is deployed: deploying \"docker-desktop\": importing WSL "
         "distro \"WSL2 is not supported with your current machine configuration.\\r\\nPlease enable the \\\"Virtual "
         "Machine Platform\\\" optional component and ensure virtualization is enabled in the BIOS.\\r\\n",
         tool="docker-desktop", cmd=None, src="https://github.com/microsoft/WSL/issues/11850", cls="two-programs")],
      cmd="wsl --install", os=_WIN, n=7),
    G("f20-vscode-terminal-shell-path", "code", "non-file-path", "https://github.com/microsoft/vscode/issues/108845",
      [V("The terminal process failed to launch: Path to shell executable \"C:\\Windows\\system32\\cmd.exeC:\\MinGW\\bin"
         "C:\\MinGW\\bin\" does not exist.", os="windows"),
       V("The terminal process failed to launch: Path to shell executable \"cmd.exe\" does not exist.", os="windows",
         src="https://github.com/microsoft/vscode/issues/155008"),
       V("The terminal process failed to launch: Path to shell executable \"/#terminal.integrated.profiles.osx#\" does not "
         "exist.", os="macos", src="https://github.com/microsoft/vscode/issues/175410")],
      exit=None, os=("windows", "macos"), look="f20-positron-terminal-start-shell"),
    G("f20-positron-terminal-start-shell", "positron", "everyday", "https://github.com/posit-dev/positron/issues/9039",
      [V("The terminal process failed to launch: Path to shell executable \"start\" does not exist."),
       V("The terminal process failed to launch: Path to shell executable \"start\" does not exist.",
         src="https://github.com/posit-dev/positron/issues/9436")],
      exit=None, os=_WIN, look="f20-vscode-terminal-shell-path"),
    G("f20-tensorflow-illegal-instruction", "python", "everyday", "https://github.com/tensorflow/tensorflow/issues/17441",
      [V("Python 3.5.2 (default, Nov 23 2017, 16:37:01) \n[GCC 5.4.0 20160609] on linux\nType \"help\", \"copyright\", "
         "\"credits\" or \"license\" for more information.\n>>> import tensorflow as tf\nIllegal instruction (core dumped)",
         cmd="python3", cls="multiline"),
       V(">>> import tensorflow\nIllegal instruction (core dumped)", cmd="python",
         src="https://github.com/tensorflow/tensorflow/issues/22434"),
       V("Illegal instruction (core dumped)", cmd="python -c 'import tensorflow'",
         src="https://github.com/tensorflow/tensorflow/issues/17411"),
       V("<<date>> <<time>> erebus kernel: traps: python[<<pid>>] trap invalid opcode ip:7fd16f267c48 sp:7ffd11713f50 "
         "error:0 in libtensorflow_framework.so.2[7fd16e4e0000+1c55000]", tool="journalctl", cmd="journalctl -k",
         src="https://github.com/tensorflow/tensorflow/issues/45744", cls="two-programs")],
      cmd="python train.py", exit=132, os=("linux",)),

    # -- apt: a suite the repository does not publish (Chinese and English apt) ---------------------------
    G("f20-apt-repo-no-release-file", "apt", "locale", "https://github.com/ghostplant/Ubuntu-Tiny/issues/20",
      [V("错误:6 http://archive.ubuntu.com/ubuntu boinc Release\n  404  Not Found [IP: 91.189.88.149 80]\n正在读取软件包列表... "
         "完成\nE: 仓库 “http://archive.ubuntu.com/ubuntu boinc Release” 没有 Release 文件。\nN: 无法安全地用该源进行更新，"
         "所以默认禁用该源。\nN: 参见 apt-secure(8) 手册以了解仓库创建和用户配置方面的细节。", locale="zh"),
       V("E: 仓库 “http://archive.ubuntu.com/ubuntu boinc-security Release” 没有 Release 文件。\nN: 无法安全地用该源进行更新，"
         "所以默认禁用该源。\nN: 参见 apt-secure(8) 手册以了解仓库创建和用户配置方面的细节。", locale="zh"),
       V("E: 仓库 “http://archive.ubuntu.com/ubuntu boinc-updates Release” 没有 Release 文件。", locale="zh"),
       V("E: The repository 'http://ppa.launchpad.net/oguzhaninan/stacer/ubuntu cosmic Release' does not have a Release "
         "file.\nN: Updating from such a repository can't be done securely, and is therefore disabled by default.\nN: See "
         "apt-secure(8) manpage for repository creation and user configuration details.", locale="en", cls="multiline",
         src="https://github.com/oguzhaninan/Stacer/issues/264"),
       V("E: The repository 'http://ppa.launchpad.net/kxstudio-debian/music/ubuntu bionic Release' does not have a "
         "Release file.\nN: Updating from such a repository can't be done securely, and is therefore disabled by default.",
         locale="en", cls="multiline", src="https://github.com/KXStudio/Repository/issues/286"),
       V("E: The repository 'http://ppa.launchpad.net/hlandau/rhea/ubuntu focal Release' does not have a Release file.",
         locale="en", cls="everyday", src="https://github.com/hlandau/acmetool/issues/337"),
       V("E: The repository 'https://wire-app.wire.com/linux/debian stable Release' does not have a Release file.\nN: "
         "Updating from such a repository can't be done securely, and is therefore disabled by default.", locale="en",
         cls="multiline", src="https://github.com/wireapp/wire-desktop/issues/1310")],
      cmd="sudo apt-get update", exit=100, os=("linux",), n=21),
]

QUERIES = [
    Q("javac package org.junit does not exist", "f20-javac-org-junit-missing", "plain"),
    Q("编译测试时提示程序包 org.junit 不存在", "f20-javac-org-junit-missing", "zh"),
    Q("package org.junit.jupiter.api does not exist when running gradle test", "f20-javac-junit-jupiter-missing", "plain"),
    Q("gradle 测试报 org.junit.jupiter.api 程序包不存在", "f20-javac-junit-jupiter-missing", "zh"),
    Q("gcc for loop initial declarations are only allowed in C99 mode", "f20-gcc-for-loop-c99-mode", "plain"),
    Q("gcc 报 for 循环初始化声明只允许在 C99 模式下", "f20-gcc-for-loop-c99-mode", "zh"),
    Q("powershell could not create SSL/TLS secure channel", "f20-powershell-tls-secure-channel", "plain"),
    Q("请求被中止: 未能创建 SSL/TLS 安全通道", "f20-powershell-tls-secure-channel", "zh"),
    Q("curl in powershell says a parameter cannot be found that matches parameter name",
      "f20-powershell-curl-alias-parameter", "plain"),
    Q("PowerShell 里用 curl 报找不到与参数名称匹配的参数", "f20-powershell-curl-alias-parameter", "zh"),
    Q("curl in powershell internet explorer engine is not available UseBasicParsing", "f20-powershell-curl-ie-engine",
      "plain"),
    Q("PowerShell curl 提示 Internet Explorer 引擎不可用", "f20-powershell-curl-ie-engine", "zh"),
    Q("the token && is not a valid statement separator in this version", "f20-powershell-ampersand-separator", "plain"),
    Q("PowerShell 不支持 && 语句分隔符", "f20-powershell-ampersand-separator", "zh"),
    Q("wget unable to establish SSL connection sslv3 alert handshake failure", "f20-wget-old-ssl-handshake", "plain"),
    Q("wget 无法建立 SSL 连接 握手失败", "f20-wget-old-ssl-handshake", "zh"),
    Q("wget cannot verify certificate unable to locally verify the issuer's authority",
      "f20-wget-cert-issuer-unverified", "plain"),
    Q("wget 无法验证证书颁发者 Windows", "f20-wget-cert-issuer-unverified", "zh"),
    Q("wget GnuTLS the request is invalid in WSL", "f20-wget-gnutls-invalid-request", "plain"),
    Q("WSL 中 wget 报 GnuTLS 请求无效", "f20-wget-gnutls-invalid-request", "zh"),
    Q("wget disabling SSL due to encountered errors", "f20-wget-ssl-disabled", "plain"),
    Q("wget 提示因错误禁用 SSL", "f20-wget-ssl-disabled", "zh"),
    Q("WslRegisterDistribution failed with error 0x80370102", "f20-wsl-0x80370102-virtualization", "plain"),
    Q("安装 WSL 报 0x80370102 需要开启虚拟化", "f20-wsl-0x80370102-virtualization", "zh"),
    Q("vscode terminal process failed to launch path to shell executable does not exist",
      "f20-vscode-terminal-shell-path", "plain"),
    Q("VS Code 终端启动失败 shell 路径不存在", "f20-vscode-terminal-shell-path", "zh"),
    Q("positron terminal path to shell executable start does not exist", "f20-positron-terminal-start-shell", "plain"),
    Q("Positron 终端报 shell 可执行文件 start 不存在", "f20-positron-terminal-start-shell", "zh"),
    Q("import tensorflow illegal instruction core dumped", "f20-tensorflow-illegal-instruction", "plain"),
    Q("导入 tensorflow 非法指令 核心已转储", "f20-tensorflow-illegal-instruction", "zh"),
    Q("apt update repository does not have a Release file", "f20-apt-repo-no-release-file", "plain"),
    Q("apt 更新提示仓库没有 Release 文件", "f20-apt-repo-no-release-file", "zh"),
]
