"""Field set 2, everyday errors: the same plain failure under other paths, names and wordings.

Each group's message is copied from the public thread in `src`; only volatile parts are `<<slot>>`s. These are
the failures people hit daily (make with no rule for a target, a compiler given a file that is not there, java
without its main class, mkdir under a root-owned /opt or /etc), each from several threads, in English and in the
Chinese wording a zh locale prints. make's "no makefile found" is a look-alike of its "no rule to make target".
"""

from __future__ import annotations

from fieldspec import G, V

GROUPS = [
    G("f2-make-no-rule", "make", "everyday", "https://github.com/AlgorithMan-de/wyoos/issues/8", [
        "make: *** No rule to make target 'kernel.o'.  Stop.",
        V("make[1]: *** 没有规则可以创建目标“activiti-cloud-audit”。 停止。\n"
          "make[1]: *** No rule to make target `activiti-cloud-audit'.  Stop.",
          src="https://github.com/Activiti/activiti-cloud-examples/issues/119", cls="locale", locale="zh", cmd="make"),
        V("make[2]: *** No rule to make target `[directory]/hal/led/hal_usb_led.o', needed by `[directory]/8812au.o`. "
          "Stop.", src="https://github.com/gnab/rtl8812au/issues/19", cls="version", cmd="make"),
    ], cmd="make kernel.o", exit=2, os=("linux",), n=10),
    G("f2-make-no-makefile", "make", "everyday", "https://github.com/cs50/help50-deprecated/issues/104", [
        "make: *** No targets specified and no makefile found.  Stop.",
        V("make: *** 没有指明目标并且找不到 makefile。 停止。", src="https://github.com/MewX/Psiphon3-for-Linux/issues/7",
          cls="locale", locale="zh"),
    ], cmd="make", exit=2, os=("linux",), look="f2-make-no-rule", n=5),
    G("f2-gcc-no-input-file", "gcc", "everyday", "https://github.com/twxs/vs.language.cmake/issues/125", [
        V("gcc: error: ayanmondal.c: No such file or directory\ngcc: fatal error: no input files\ncompilation terminated.",
          shell="powershell"),
        V("g++.exe: error: Ch3Pg176.cpp: No such file or directory\ng++.exe: fatal error: no input files\n"
          "compilation terminated.", src="https://github.com/microsoft/vscode/issues/135258", tool="g++",
          shell="powershell", cmd="g++ Ch3Pg176.cpp -o Ch3Pg176"),
        V("gcc: error: settings/settings_lexer.c: No such file or directory\ngcc: fatal error: no input files",
          src="https://github.com/zhangke5959/strongswan/issues/26", locale="zh", os="linux", cmd="make"),
        V("g++: error: /mnt/c/Users/ajaym/OneDrive/Desktop/ajay/firxt.cpp: No such file or directory\n"
          "g++: fatal error: no input files\ncompilation terminated.\n[Finished in 0.26s]",
          src="https://github.com/kriscross07/atom-gpp-compiler/issues/402", tool="atom-gpp-compiler", cls="wrapper",
          os="linux", cmd="g++ /mnt/c/Users/ajaym/OneDrive/Desktop/ajay/firxt.cpp"),
        V("g++: error: /home/devjewel/Documents/C++/1470A.cpp: No such file or directory\n"
          "g++: fatal error: no input files\ncompilation terminated.",
          src="https://github.com/gabrielsimoes/cfparser.vim/issues/21", tool="vim", cls="wrapper", os="linux",
          cmd="g++ /home/devjewel/Documents/C++/1470A.cpp -o /tmp/cfparser_exec"),
        V("gcc: error: Hello: No such file or directory\ngcc: error: World.c: No such file or directory\n"
          "gcc: error: World: No such file or directory\ngcc: fatal error: no input files\ncompilation terminated.",
          src="https://github.com/riscv-software-src/riscv-tools/issues/326", cls="multiline", cmd="gcc Hello World.c"),
        V("g++: error: ./gsm.cc: File or directory does not exist\ng++: fatal error: no input files",
          src="https://github.com/pcabreracamara/airprobe/issues/3", tool="g++", cls="locale", os="linux", cmd="make"),
    ], cmd="gcc ayanmondal.c -o ayanmondal", os=("windows", "linux"), n=10),
    G("f2-java-main-class", "java", "everyday", "https://github.com/awaisathar/dependensee/issues/2", [
        "Error: Could not find or load main class com.chaoticity.dependensee.Main",
        V("Error: Could not find or load main class Erika\nCaused by: java.lang.ClassNotFoundException: Erika",
          src="https://github.com/NUS-CS2103-AY2526-S2/forum/issues/89", cls="version", cmd="./runtest.sh"),
        V("Error: Could not find or load main class org.diylc.DIYLCStarter",
          src="https://github.com/bancika/diy-layout-creator/issues/404", tool="eclipse", os="linux", cmd=""),
        V("[07:43:33][Game Launcher/INFO] Starting process\n错误: 找不到或无法加载主类 "
          "org.jackhuang.hellominecraft.launcher.Launcher", src="https://github.com/HMCL-dev/HMCL/issues/313", tool="hmcl",
          cls="wrapper", locale="zh", os="windows", cmd=""),
        V("错误: 找不到或无法加载主类 main.Main", src="https://github.com/f0ng/poc2jar/issues/18", cls="locale", locale="zh",
          os="windows", cmd="java -jar poc2jar.jar"),
        V("错误: 找不到或无法加载主类 Files\\wildfirechat_server\\config\\log4j.properties",
          src="https://github.com/wildfirechat/im-server/issues/92", cls="runtime-value", locale="zh", os="windows",
          shell="cmd", cmd="bin\\wildfirechat.bat"),
    ], cmd="java -cp DependenSee.jar:stanford-parser.jar:stanford-parser-2.0.5-models.jar com.chaoticity.dependensee.Main",
      os=("macos", "linux"), n=12),
    G("f2-mkdir-root-owned", "mkdir", "everyday", "https://github.com/github/gh-aw/issues/18297", [
        "Copying activation files to /opt/gh-aw/actions\nSafe-output-projects support: false\n"
        "mkdir: cannot create directory ‘/opt/gh-aw’: Permission denied",
        V("mkdir: cannot create directory ‘/opt/mscs’: Permission denied\nls: cannot access /opt/mscs/worlds: "
          "No such file or directory", src="https://github.com/MinecraftServerControl/mscs/issues/110", tool="mscs",
          cls="multiline", cmd="sudo mscs create server 25565"),
        V("Creating server directory... mkdir: cannot create directory `/opt/msm/servers/test': Permission denied",
          src="https://github.com/msmhq/msm/issues/104", tool="msm", cls="version", cmd="sudo msm server create test"),
        V("mkdir: cannot create directory ‘/usr/share/setoolkit/’: Permission denied\n"
          "mkdir: cannot create directory ‘/etc/setoolkit/’: Permission denied",
          src="https://github.com/trustedsec/social-engineer-toolkit/issues/932", tool="python", cls="two-programs",
          cmd="python setup.py"),
        V("mkdir: /opt: Permission denied", src="https://github.com/jakeajames/Prometheus/pull/1", cls="version",
          os="macos", cmd=""),
    ], cmd="bash actions/setup/setup.sh", os=("linux",), n=10),
]
