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
      os=_WIN, shells=("powershell", "cmd"), n=16),

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
