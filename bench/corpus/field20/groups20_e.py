"""Field set 20, part e: Windows Defender blocking a file (WinError 225, English and Chinese),
Vagrant's vboxsf mount, Surefire's forked VM, and a JVM with an empty trust store."""

from fieldspec import G, Q, V

_WIN = ("windows",)

GROUPS = [
    G("f20-windows-defender-blocked-225", "python", "locale", "https://github.com/Minidoracat/mcp-feedback-enhanced/issues/84",
      [V("OSError: [WinError 225] 无法成功完成操作，因为文件包含病毒或潜在的垃圾软件。", locale="zh",
         cmd="uvx mcp-feedback-enhanced@latest test --desktop"),
       V("🚀 啟動桌面應用程式...\n❌ 桌面應用程式啟動失敗: [WinError 225] 无法成功完成操作，因为文件包含病毒或潜在的垃圾软件",
         locale="zh", cmd="uvx mcp-feedback-enhanced@latest test --desktop", cls="wrapper"),
       V("  File \"PixivHelper.pyc\", line 730, in download_image\nOSError: [WinError 225] 因為檔案包含病毒或潛在的垃圾軟體，所以作業"
         "未順利完成。: 'D:\\\\Download\\\\Pixivutil\\\\571194_p0 - old old works.zip.pixiv' -> 'D:\\\\Download\\\\Pixivutil\\\\"
         "571194_p0 - old old works.zip'", locale="zh", tool="PixivUtil2", cmd="PixivUtil2.exe",
         src="https://github.com/Nandaka/PixivUtil2/issues/864", cls="multiline"),
       V("无法成功完成操作，因为文件包含病毒或潜在的垃圾软件", locale="zh", tool="explorer", cmd=None,
         src="https://github.com/flydoos/DingTalkRevokeMsgPatcher/issues/52", cls="two-programs"),
       V("Collecting fido2<0.10.0,>=0.9.1\n  Using cached fido2-0.9.3.tar.gz (217 kB)\n  Preparing metadata (setup.py) ...   "
         "ERROR: Error [WinError 225] Operation did not complete successfully because the file contains a virus or "
         "potentially unwanted software while executing command python setup.py egg_info\nerror\nERROR: Could not install "
         "packages due to an OSError: [WinError 225] Operation did not complete successfully because the file contains a "
         "virus or potentially unwanted software", locale="en", tool="pip", cmd="python -m pip install gimme-aws-creds",
         src="https://github.com/Nike-Inc/gimme-aws-creds/issues/351", cls="two-programs"),
       V("Collecting basicsr>=1.4.2\n  Using cached basicsr-1.4.2.tar.gz (172 kB)\n  ERROR: Error [WinError 225] Operation "
         "did not complete successfully because the file contains a virus or potentially unwanted software while executing "
         "command python setup.py egg_info\nERROR: Could not install packages due to an OSError: [WinError 225] Operation "
         "did not complete successfully because the file contains a virus or potentially unwanted software", locale="en",
         tool="pip", cmd="Start Stable Diffusion UI.cmd", src="https://github.com/easydiffusion/easydiffusion/issues/944",
         cls="wrapper"),
       V("win32ctypes.pywin32.pywintypes.error: (225, 'BeginUpdateResourceW', 'Operation did not complete successfully "
         "because the file contains a virus or potentially unwanted software.')", locale="en", tool="pyinstaller",
         cmd="pyinstaller --onefile main.py", src="https://github.com/xanonDev/pinkcord/issues/54", cls="two-programs"),
       V("Error (Exception) \"MoveFile failed; code 225.%nOperation did not complete successfully because the file contains "
         "a virus or potentially unwanted software\" at address 0048BFFC", locale="en", tool="scoop",
         cmd="scoop install gimp", src="https://github.com/ScoopInstaller/Extras/issues/3904", cls="two-programs"),
       V("OpenFile(Operation did not complete successfully because the file contains a virus or potentially unwanted "
         "software.225) : G:\\Syncrify\\area51\\Mac\\Paragon_APFS_to_HFS_Converter_1_0.dmg", locale="en", tool="fastcopy",
         cmd=None, src="https://github.com/FastCopyLab/FastCopy/issues/313", cls="two-programs")],
      os=_WIN, shells=("powershell", "cmd"), n=30),

    G("f20-vagrant-vboxsf-unavailable", "vagrant", "multiline", "https://github.com/rapid7/metasploitable3/issues/322",
      [V("==> ub1404: Mounting shared folders...\n    ub1404: /vagrant => <<root>>\nVagrant was unable to mount VirtualBox "
         "shared folders. This is usually\nbecause the filesystem \"vboxsf\" is not available. This filesystem is\nmade "
         "available via the VirtualBox Guest Additions and kernel module.\nPlease verify that these guest additions are "
         "properly installed in the\nguest. This is not a bug in Vagrant and is usually caused by a faulty\nVagrant box. For "
         "context, the command attempted was:\n\nmount -t vboxsf -o uid=900,gid=900 vagrant /vagrant\n\nThe error output "
         "from the command was:\n\nmount: unknown filesystem type 'vboxsf'"),
       V("Vagrant was unable to mount VirtualBox shared folders. This is usually\nbecause the filesystem \"vboxsf\" is not "
         "available. This filesystem is\nmade available via the VirtualBox Guest Additions and kernel module.\nPlease verify "
         "that these guest additions are properly installed in the\nguest. This is not a bug in Vagrant and is usually "
         "caused by a faulty\nVagrant box. For context, the command attempted was:\n\nmount -t vboxsf -o "
         "dmode=777,fmode=766,uid=900,gid=900 cakebox /cakebox\n\nThe error output from the command was:\n\n"
         "/sbin/mount.vboxsf: mounting failed with the error: No such device", os="windows",
         src="https://github.com/alt3/cakebox/issues/104"),
       V("Vagrant was unable to mount VirtualBox shared folders. This is usually\nbecause the filesystem \"vboxsf\" is not "
         "available. This filesystem is\nmade available via the VirtualBox Guest Additions and kernel module.\nPlease verify "
         "that these guest additions are properly installed in the\nguest. This is not a bug in Vagrant and is usually "
         "caused by a faulty\nVagrant box. For context, the command attemped was:\n\nset -e\nmount -t vboxsf -o uid=`id -u "
         "vagrant`,gid=`getent group vagrant | cut -d: -f3` vagrant /vagrant\nmount -t vboxsf -o uid=`id -u vagrant`,gid="
         "`id -g vagrant` vagrant /vagrant\n\nThe error output from the command was:\n\nNo such file or directory",
         src="https://github.com/SUSE/Portus/issues/1037", cls="version"),
       V("==> default: Mounting shared folders...\n    default: /vagrant => <<root>>\nVagrant was unable to mount VirtualBox "
         "shared folders. This is usually\nbecause the filesystem \"vboxsf\" is not available. This filesystem is\nmade "
         "available via the VirtualBox Guest Additions and kernel module.\n\nmount -t vboxsf -o uid=1000,gid=1000 vagrant "
         "/vagrant\n\nThe error output from the command was:\n\n/usr/bin/mount.vboxsf: mounting failed with the error: "
         "Invalid argument", src="https://github.com/archlinux/arch-boxes/issues/42"),
       V("Failed to mount folders in Linux guest. This is usually beacuse\nthe \"vboxsf\" file system is not available. "
         "Please verify that\nthe guest additions are properly installed in the guest and\ncan work properly. The command "
         "attempted was:\n\nmount -t vboxsf -o uid=`id -u vagrant`,gid=`getent group vagrant | cut -d: -f3` /vagrant     "
         "/vagrant", src="https://github.com/vagrantpress/vagrantpress/issues/40", cls="version"),
       V("==> default: Mounting shared folders...\n    default: /vagrant => V:/WebDevOps/vagrant-docker-vm\nFailed to mount "
         "folders in Linux guest. This is usually because\nthe \"vboxsf\" file system is not available. Please verify that"
         "\nthe guest additions are properly installed in the guest and\ncan work properly. The command attempted was:\n\n"
         "mount -t vboxsf -o uid=`id -u vagrant`,gid=`getent group vagrant | cut -d: -f3`\nvagrant /vagrant\n\nThe error "
         "output from the last command was:\n\n/sbin/mount.vboxsf: mounting failed with the error: No such device",
         os="windows", src="https://github.com/webdevops/vagrant-docker-vm/issues/87", cls="version")],
      cmd="vagrant up", os=("linux", "macos"), n=8),

    G("f20-surefire-forked-vm-goodbye", "mvn", "version", "https://github.com/junit-team/junit-framework/issues/801",
      [V("[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:2.19.1:test (default-test) on "
         "project xwiki-platform-oldcore: Execution default-test of goal org.apache.maven.plugins:maven-surefire-plugin:"
         "2.19.1:test failed: The forked VM terminated without properly saying goodbye. VM crash or System.exit called?", os="macos"),
       V("[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:2.12.4:test (default-test) on "
         "project dependency-lister: Execution default-test of goal org.apache.maven.plugins:maven-surefire-plugin:2.12.4:"
         "test failed: The forked VM terminated without saying properly goodbye. VM crash or System.exit called ? -> "
         "[Help 1]", src="https://github.com/GoogleCloudPlatform/cloud-opensource-java/issues/197"),
       V("[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:2.12.4:test (default-test) on "
         "project trigger-core: Execution default-test of goal org.apache.maven.plugins:maven-surefire-plugin:2.12.4:test "
         "failed: The forked VM terminated without saying properly goodbye. VM crash or System.exit called ? -> [Help 1]",
         src="https://github.com/jacoco/jacoco/issues/1322"),
       V("[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:2.19.1:test (default-test) on "
         "project AutomaticTests: Execution default-test of goal org.apache.maven.plugins:maven-surefire-plugin:2.19.1:"
         "test failed: The forked VM terminated without properly saying goodbye. VM crash or System.exit called?\n[ERROR] "
         "Command was cmd.exe /X /C \"\"C:\\Program Files\\Java\\jdk1.8.0_72\\jre\\bin\\java\" -Dfile.encoding=UTF-8 -jar "
         "c:\\jenkins\\workspace\\automatic-tests\\target\\surefire\\surefirebooter<<n2>>.jar", os="windows",
         src="https://github.com/apache/maven-surefire/issues/2384", cls="multiline"),
       V("message : Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:2.12.2:test (default-test) on "
         "project eds-test-server: ExecutionException; nested exception is java.util.concurrent.ExecutionException: "
         "java.lang.RuntimeException: The forked VM terminated without saying properly goodbye. VM crash or System.exit "
         "called ?", tool="jenkins", src="https://github.com/apache/maven-surefire/issues/1681", cls="wrapper"),
       V("The forked VM terminated without properly saying goodbye. VM crash or System.exit called?", tool="circleci",
         src="https://github.com/atlasmap/atlasmap/issues/612", cls="wrapper")],
      cmd="mvn test", os=("linux",), n=8, look="f20-surefire-fork-failed-to-start"),
    G("f20-surefire-fork-failed-to-start", "mvn", "multiline", "https://github.com/xunlu129/teriteri-backend/issues/31",
      ["The forked VM terminated without properly saying goodbye. VM crash or System.exit called?\nCommand was cmd.exe /X "
       "/C \"<<home>>\\.jdks\\jdk-11.0.25_windows-x64_bin(1)\\jdk-11.0.25\\bin\\java -jar <<home>>\\AppData\\Local\\Temp\\"
       "surefire<<n2>>\\surefirebooter<<n2>>.jar <<home>>\\AppData\\Local\\Temp\\surefire<<n2>> <<date>>T21-26-20_822-jvmRun1 "
       "surefire<<n2>>tmp surefire_0<<n2>>tmp\"\nError occurred in starting fork, check output in log\nProcess Exit Code: 1"],
      cmd="mvn package", os=("windows",), look="f20-surefire-forked-vm-goodbye"),

    G("f20-java-truststore-empty", "java", "two-programs", "https://github.com/sbt/sbt/issues/2295",
      [V("[error] [launcher] xsbt.boot.internal.shaded.coursier.error.ResolutionError$CantDownloadModule: Error downloading "
         "org.scala-sbt:sbt:1.5.5\n  download error: Caught javax.net.ssl.SSLException: java.lang.RuntimeException: "
         "Unexpected error: java.security.InvalidAlgorithmParameterException: the trustAnchors parameter must be non-empty "
         "(java.lang.RuntimeException: Unexpected error: java.security.InvalidAlgorithmParameterException: the trustAnchors "
         "parameter must be non-empty) while downloading https://repo1.maven.org/maven2/org/scala-sbt/sbt/1.5.5/sbt-1.5.5.pom",
         tool="sbt", cmd="sbt new scala/scala.g8", os="windows", src="https://github.com/scala/bug/issues/12462",
         cls="wrapper"),
       V("Exception in thread \"main\" javax.net.ssl.SSLException: java.lang.RuntimeException: Unexpected error: "
         "java.security.InvalidAlgorithmParameterException: the trustAnchors parameter must be non-empty\n\tat "
         "com.sun.net.ssl.internal.ssl.Alerts.getSSLException(Alerts.java:190)\n\tat org.gradle.wrapper.Download."
         "downloadInternal(Download.java:58)", tool="gradlew", cmd="./gradlew assembleRelease",
         src="https://github.com/fastlane/fastlane/issues/12237", cls="multiline"),
       V("[wait] Failed to fetch an object listing (Unable to execute HTTP request: java.lang.RuntimeException: Unexpected "
         "error: java.security.InvalidAlgorithmParameterException: the trustAnchors parameter must be non-empty). Trying "
         "again in 1 second.", tool="s3_website", cmd="s3_website push",
         src="https://github.com/laurilehmijoki/s3_website/issues/312"),
       V("  javax.net.ssl.SSLException: java.lang.RuntimeException: Unexpected error: java.security."
         "InvalidAlgorithmParameterException: the trustAnchors parameter must be non-empty\n\tat java.base/sun.security.ssl."
         "Alerts.getSSLException(Alerts.java:214)", tool="telegram_backup", cmd="java -jar telegram_backup.jar",
         src="https://github.com/fabianonline/telegram_backup/issues/60"),
       V("<<time>> FATAL: Deployment Failure\n<<time>> java.security.InvalidAlgorithmParameterException: the trustAnchors "
         "parameter must be non-empty\n<<time>> \tat java.security.cert.PKIXParameters.setTrustAnchors(Unknown Source)",
         tool="jenkins", cmd=None, src="https://github.com/ingenieux/awseb-deployment-plugin/issues/90",
         cls="runtime-value"),
       V("Exception in thread \"main\" javax.net.ssl.SSLException: java.lang.RuntimeException: Unexpected error: "
         "java.security.InvalidAlgorithmParameterException: the trustAnchors parameter must be non-empty.",
         tool="console", cmd="bash start.sh", src="https://github.com/FISCO-BCOS/FISCO-BCOS-DOC/pull/567"),
       V("java.util.concurrent.CompletionException: java.lang.RuntimeException: Unexpected error: java.security."
         "InvalidAlgorithmParameterException: the trustAnchors parameter must be non-empty", tool="flink", cmd=None,
         src="https://github.com/getindata/flink-http-connector/issues/107")],
      cmd="java -jar app.jar", os=("linux",), n=8),
]

QUERIES = [
    Q("WinError 225 operation did not complete because the file contains a virus", "f20-windows-defender-blocked-225",
      "plain"),
    Q("无法成功完成操作，因为文件包含病毒或潜在的垃圾软件", "f20-windows-defender-blocked-225", "zh"),
    Q("vagrant unable to mount virtualbox shared folders vboxsf not available", "f20-vagrant-vboxsf-unavailable", "plain"),
    Q("vagrant up 挂载共享目录失败 vboxsf 不可用", "f20-vagrant-vboxsf-unavailable", "zh"),
    Q("maven surefire forked VM terminated without properly saying goodbye", "f20-surefire-forked-vm-goodbye", "plain"),
    Q("surefire 测试时 forked VM 没有正常退出", "f20-surefire-forked-vm-goodbye", "zh"),
    Q("surefire error occurred in starting fork check output in log", "f20-surefire-fork-failed-to-start", "plain"),
    Q("打包时 surefire 启动 fork 失败 Process Exit Code 1", "f20-surefire-fork-failed-to-start", "zh"),
    Q("java trustAnchors parameter must be non-empty", "f20-java-truststore-empty", "plain"),
    Q("Java 报 trustAnchors 参数不能为空 证书库为空", "f20-java-truststore-empty", "zh"),
]

GROUPS += [
    # -- rootless Podman: newuidmap missing or without its capabilities ------------------------------------
    G("f20-podman-newuidmap-missing", "podman", "version", "https://github.com/podman-container-tools/podman/issues/9271",
      [V("Error: cannot find newuidmap: exec: \"newuidmap\": executable file not found in $PATH", cmd="podman ps"),
       V("Error: command required for rootless mode with multiple IDs: exec: \"newuidmap\": executable file not found in "
         "$PATH", tool="systemctl", cmd="systemctl --user status podman.service",
         src="https://github.com/NixOS/nixpkgs/issues/215332")],
      cmd="podman run -it fedora", os=("linux",), n=5, look="f20-podman-newuidmap-no-capability"),
    G("f20-podman-newuidmap-no-capability", "podman", "everyday", "https://github.com/podman-container-tools/podman/issues/2788",
      ["ERRO[0000] cannot setup namespace using newuidmap: exit status 1"],
      cmd="podman run --rm -it fedora", os=("linux",), look="f20-podman-newuidmap-missing"),
    G("f20-podman-newuidmap-uid-map-denied", "podman", "everyday",
      "https://github.com/podman-container-tools/podman/issues/20336",
      ["newuidmap: open of uid_map failed: Permission denied"],
      cmd="podman info", os=("linux",), look="f20-podman-newuidmap-missing"),

    # -- stack: the resolver's GHC is not the one on the machine ---------------------------------------
    G("f20-stack-resolver-ghc-not-installed", "stack", "version", "https://github.com/input-output-hk/stack2nix/issues/49",
      [V("No compiler found, expected minor version match with ghc-8.0.2 (x86_64) (based on resolver setting in "
         "<<root>>/stack.yaml).\nTo install the correct GHC into <<home>>/.stack/programs/x86_64-linux/, try running \"stack "
         "setup\" or use the \"--install-ghc\" flag. To use your system GHC installation, run \"stack config set system-ghc "
         "--global true\", or use the \"--system-ghc\" flag.", cmd="stack install"),
       V("No compiler found, expected minor version match with ghc-8.0.2 (x86_64) (based on resolver setting in "
         "<<root>>/stack.yaml).", cmd="stack build", src="https://github.com/input-output-hk/cardano-sl/pull/2056"),
       V("Compiler version mismatched, found ghc-7.10.3 (x86_64), but expected minor version match with ghc-7.10.2 (x86_64) "
         "(based on resolver setting in <<root>>/stack.yaml).\nTry running \"stack setup\" to install the correct GHC into "
         "<<home>>/.stack/programs/x86_64-osx/", os="macos", cmd="stack build",
         src="https://github.com/bitemyapp/shawty-prime/issues/1"),
       V("Selected resolver: lts-7.2\nInitialising configuration using resolver: lts-7.2\nTotal number of user packages "
         "considered: 3\nWriting configuration to file: stack.yaml\nAll done.\n~/code/Haxl > ~/.local/bin/stack build\n"
         "Compiler version mismatched, found ghc-7.10.3 (x86_64), but expected minor version match with ghc-8.0.1 (x86_64) "
         "(based on resolver setting in <<root>>/stack.yaml).\nTry running \"stack setup\" to install the correct GHC into "
         "<<home>>/.stack/programs/x86_64-linux/", cmd="stack init && stack build",
         src="https://github.com/commercialhaskell/stack/issues/2673", cls="multiline")],
      cmd="stack build", os=("linux", "macos"), n=6, look="f20-stack-ghc-3-10-7-version-bug"),
    G("f20-stack-ghc-3-10-7-version-bug", "stack", "version", "https://github.com/commercialhaskell/stack/issues/1903",
      [V("Compiler version mismatched, found ghc-7.10.2 (x86_64), but expected minor version match with ghc-7.10.3 (x86_64) "
         "(based on resolver setting in <<root>>/stack.yaml).\nTry running \"stack setup\" to install the correct GHC into "
         "<<home>>/.stack/programs/x86_64-freebsd/\n\nNo information found for ghc-3.10.7.\nSupported versions for OS key "
         "'freebsd64': GhcVersion 7.8.4, GhcVersion 7.10.1, GhcVersion 7.10.2, GhcVersion 7.10.3", cmd="stack setup"),
       V("Compiler version mismatched, found ghc-7.10.3 (x86_64), but expected minor version match with ghc-3.10.7 (x86_64) "
         "(based on resolver setting in <<home>>/.stack/global-project/stack.yaml).\nTry running \"stack setup\" to install "
         "the correct GHC into <<home>>/.stack/programs/x86_64-linux/", cmd="stack install ghc-mod",
         src="https://github.com/commercialhaskell/stackage-server/issues/162"),
       V("Compiler version mismatched, found ghc-7.10.3 (x86_64), but expected minor version match with ghc-3.10.7 (x86_64) "
         "(based on resolver setting in <<root>>/stack-develop.yaml).\nTry running \"stack setup\" to install the correct "
         "GHC into<<home>>/.stack/programs/x86_64-osx/", os="macos", cmd="stack build --stack-yaml stack-develop.yaml",
         src="https://github.com/commercialhaskell/stack/issues/1907")],
      cmd="stack build", os=("linux", "macos"), look="f20-stack-resolver-ghc-not-installed"),
]

QUERIES += [
    Q("podman cannot find newuidmap executable file not found in $PATH", "f20-podman-newuidmap-missing", "plain"),
    Q("podman 无根模式找不到 newuidmap", "f20-podman-newuidmap-missing", "zh"),
    Q("podman cannot setup namespace using newuidmap exit status 1", "f20-podman-newuidmap-no-capability", "plain"),
    Q("podman 使用 newuidmap 设置命名空间失败 退出状态 1", "f20-podman-newuidmap-no-capability", "zh"),
    Q("newuidmap open of uid_map failed permission denied", "f20-podman-newuidmap-uid-map-denied", "plain"),
    Q("newuidmap 打开 uid_map 权限被拒绝", "f20-podman-newuidmap-uid-map-denied", "zh"),
    Q("stack no compiler found expected minor version match with ghc", "f20-stack-resolver-ghc-not-installed", "plain"),
    Q("stack 提示找不到匹配 resolver 的 ghc 版本", "f20-stack-resolver-ghc-not-installed", "zh"),
    Q("stack expected minor version match with ghc-3.10.7", "f20-stack-ghc-3-10-7-version-bug", "plain"),
    Q("stack 1.0.4.2 要求 ghc-3.10.7 的奇怪版本号", "f20-stack-ghc-3-10-7-version-bug", "zh"),
]
