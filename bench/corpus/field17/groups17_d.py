"""Field set 17, part d: javac's release options under Maven and IntelliJ (Chinese and English JDKs), and a
Windows service that will not start."""

from fieldspec import G, Q, V

_MVN_TAIL = """[ERROR]
[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.
[ERROR] Re-run Maven using the -X switch to enable full debug logging.
[ERROR]
[ERROR] For more information about the errors and possible solutions, please read the following articles:
[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/MojoExecutionException"""

_GOODSKILL = """[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  0.<<line>> s
[INFO] Finished at: <<date>>T<<time>>+08:00
[INFO] ------------------------------------------------------------------------
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.8.1:compile (default-compile) on project goodskill-entry: Fatal error compiling: 无效的目标发行: 11 -> [Help 1]
""" + _MVN_TAIL + """
[ERROR]
[ERROR] After correcting the problems, you can resume the build with the command
[ERROR]   mvn <args> -rf :goodskill-entry"""

_QUARK = """[INFO] --- maven-compiler-plugin:3.1:compile (default-compile) @ quark-portal ---
[INFO] Changes detected - recompiling the module!
[INFO] Compiling 16 source files to <<root>>/quark-portal/target/classes
[INFO] -------------------------------------------------------------
[ERROR] COMPILATION ERROR :\x20
[INFO] -------------------------------------------------------------
[ERROR] 不再支持源选项 1.5。请使用 1.6 或更高版本。
[ERROR] 不再支持目标选项 1.5。请使用 1.6 或更高版本。
[INFO] 2 errors\x20
[INFO] -------------------------------------------------------------
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE"""

_LINUXACADEMY = """[ERROR] COMPILATION ERROR :
[INFO] -------------------------------------------------------------\x20
[ERROR] Source option 5 is no longer supported. Use 6 or later.\x20
[ERROR] Target option 1.5 is no longer supported. Use 1.6 or later."""

GROUPS = [
    G("f17-mvn-invalid-target-11", "mvn", "locale", "https://github.com/techa03/goodsKill/issues/157", [_GOODSKILL],
      cmd="mvn clean install", os=("windows", "linux", "macos"), locale="zh", n=8),
    G("f17-mvn-invalid-target-1-7", "mvn", "locale", "https://github.com/jglick/simple-maven-project-with-tests/issues/2", [
        V("Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.1:testCompile (default-testCompile) on "
          "project simple-maven-project-with-tests: Fatal error compiling: 无效的目标版本： 1.7 -> [Help 1]", locale="zh"),
        V("Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.1:compile (default-compile) on project "
          "rest-common-client: Fatal error compiling: invalid target release: 1.7", locale="en", cls="everyday",
          src="https://github.com/Baeldung/rest-with-spring-boot/issues/62", cmd="mvn install"),
    ], cmd="mvn -B verify", os=("linux",), n=8, look="f17-mvn-invalid-target-11"),
    G("f17-mvn-invalid-target-14", "mvn", "everyday", "https://github.com/bspk/mkjwk.org/issues/16", [
        "Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.8.1:compile (default-compile) on project "
        "mkjwk.org: Fatal error compiling: invalid target release: 14",
    ], cmd="mvn package", os=("linux", "macos"), look="f17-mvn-invalid-target-11"),
    G("f17-mvn-invalid-target-9", "mvn", "everyday", "https://github.com/Diorite/Diorite/issues/97", [
        "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.6.0:compile (default-compile) on "
        "project annotations: Fatal error compiling: invalid target release: 9 -> [Help 1]",
    ], cmd="mvn clean install", os=("linux", "windows"), look="f17-mvn-invalid-target-11"),
    G("f17-maven-default-source-5", "mvn", "locale", "https://github.com/ChinaLHR/JavaQuarkBBS/issues/6", [
        V(_QUARK, locale="zh", os="macos"),
        V("[ERROR] 不再支持源选项 5。请使用 6 或更高版本。", locale="zh", os="windows", cls="version",
          src="https://github.com/c0ny1/chunked-coding-converter/issues/3"),
        V(_LINUXACADEMY, src="https://github.com/linuxacademy/content-aws-devops-pro-2020/pull/3", os="linux",
          cls="version"),
        V("Source option 1.5 is no longer supported. Use 1.6 or later.", src="https://github.com/apache/maven/issues/7519",
          os="windows", cls="version", cmd="mvn install:install-file"),
        V("java: 错误: 不支持发行版本 5", tool="idea", locale="zh", os="windows", cls="two-programs", cmd="Build > Build Project",
          src="https://github.com/fuzhengwei/itstack-demo-design/pull/11"),
        V("Error:java: release version 5 not supported", tool="idea", os="macos", cls="two-programs", cmd="Build > Build Project",
          src="https://github.com/machzqcq/cucumber-jvm-template/pull/5"),
    ], cmd="mvn clean install", n=12),
    G("f17-javac-release-25-unsupported", "mvn", "multiline", "https://github.com/IHTSDO/snomed-owl-toolkit/issues/101", [
        "    at org.codehaus.plexus.classworlds.launcher.Launcher.main (Launcher.java:347)\nCaused by: "
        "java.lang.IllegalArgumentException: error: release version 25 not supported\n    at "
        "com.sun.tools.javac.main.Arguments.reportDiag (Arguments.java:889)\n    at "
        "com.sun.tools.javac.main.Arguments.handleReleaseOptions (Arguments.java:311)",
    ], cmd="mvn -e clean install", os=("linux", "macos"), look="f17-maven-default-source-5"),
    G("f17-dotnet-service-cannot-start-zh", "wnmp", "locale", "https://github.com/rabbitLove520/WinWnmp/issues/6", [
        "mysql 无法启动计算机“DESKTOP-<<hex7>>”上的服务 mysql-salamander。",
    ], cmd="WinWnmp.exe", os=("windows",), locale="zh", n=6),
]

QUERIES = [
    Q("maven fatal error compiling invalid target release 11 chinese jdk", "f17-mvn-invalid-target-11", "plain"),
    Q("mvn 编译报 无效的目标发行: 11", "f17-mvn-invalid-target-11", "zh"),
    Q("jenkins maven testCompile invalid target release 1.7", "f17-mvn-invalid-target-1-7", "plain"),
    Q("jenkins 里 maven 报 无效的目标版本 1.7", "f17-mvn-invalid-target-1-7", "zh"),
    Q("maven compile invalid target release 14 on jdk 8", "f17-mvn-invalid-target-14", "plain"),
    Q("jdk8 下 maven 编译 目标版本 14 无效", "f17-mvn-invalid-target-14", "zh"),
    Q("maven-compiler-plugin 3.6.0 invalid target release 9 need java 9", "f17-mvn-invalid-target-9", "plain"),
    Q("maven 编译 invalid target release 9 需要 java 9", "f17-mvn-invalid-target-9", "zh"),
    Q("maven source option 5 no longer supported use 6 or later default compiler level", "f17-maven-default-source-5", "plain"),
    Q("maven 不再支持源选项 5 请使用 6 或更高版本", "f17-maven-default-source-5", "zh"),
    Q("maven build fails release version 25 not supported older jdk", "f17-javac-release-25-unsupported", "plain"),
    Q("maven 构建 release version 25 not supported jdk 太旧", "f17-javac-release-25-unsupported", "zh"),
    Q("wnmp cannot start service mysql-salamander on computer after moving folder", "f17-dotnet-service-cannot-start-zh", "plain"),
    Q("无法启动计算机上的服务 mysql-salamander wnmp 移动目录后", "f17-dotnet-service-cannot-start-zh", "zh"),
]
