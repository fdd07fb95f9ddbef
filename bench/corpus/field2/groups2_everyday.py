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
          src="https://github.com/zhangke5959/strongswan/issues/26", os="linux", cmd="make"),
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
    G("f2-cp-cannot-stat", "cp", "everyday", "https://github.com/hestiacp/hestiacp/pull/4647", [
        "cp: cannot stat '/usr/local/hestia/install/deb/install/deb/nginx/phpmyadmin.inc': No such file or directory",
        V("cp: cannot stat '/mod-imgt/C_gen.sth': No such file or directory",
          src="https://github.com/nmdp-bioinformatics/gfe-db/issues/24", tool="make", cls="wrapper", cmd="make build"),
        V("pi@raspberrypi:~ $ cp kiosk.sh /home/pi/kiosk/kiosk.sh\ncp: cannot stat 'kiosk.sh`:No such file or directory",
          src="https://github.com/geerlingguy/pi-kiosk/issues/17", cmd="cp kiosk.sh /home/pi/kiosk/kiosk.sh"),
        V("cp: cannot stat '/home/ubuntu/opentdf/scripts/build-temp/bin/*': No such file or directory\n"
          " [ERROR]  [2022-06-30 15:43:50] \"Unable to install binaries\" ", src="https://github.com/opentdf/opentdf/pull/84",
          tool="bash", cls="multiline", cmd="./pre-reqs"),
        V("Copying server and client configs to their permanent place\ncp: cannot stat "
          "‘/root/code/files/tes3mp/tes3mp-{client,server}-default.cfg’: No such file or directory",
          src="https://github.com/GrimKriegor/TES3MP-deploy/issues/17", cls="version", shell="sh", cmd="./tes3mp-deploy.sh"),
        V("cp: 无法获取\"lvs-2.6.32-220.23.1.el6.patch\" 的文件状态(stat): 没有那个文件或目录",
          src="https://github.com/alibaba/LVS/issues/31", cls="locale", locale="zh",
          cmd="cp lvs-2.6.32-220.23.1.el6.patch <<root>>/"),
        V("cp -f st-copyout /usr/local/bin\ncp: 无法获取'st-copyout' 的文件状态(stat): 没有那个文件或目录\n"
          "make: *** [Makefile:47：install] 错误 1", src="https://github.com/theniceboy/st/issues/5", tool="make",
          cls="locale", locale="zh", shell="zsh", cmd="sudo make clean install", exit=2),
        V("2016-07-15 16:56:52 -- cp: 无法获取\"/data/deploy/stone/.\" 的文件状态(stat): 没有那个文件或目录",
          src="https://github.com/meolu/walle-web/issues/213", tool="walle", cls="wrapper", locale="zh",
          cmd="cp -arf /data/deploy/stone/. /data/releases/stone/20160715-165650"),
        V("cp: 无法获取'Dataset/IEMOCAP/labels_sess/label_{SESSION_TO_TEST}.json' 的文件状态(stat): 没有那个文件或目录",
          src="https://github.com/b04901014/FT-w2v2-ser/issues/10", cls="locale", locale="zh", cmd="bash run.sh"),
        V("CP: unable to get the file status (STAT) of 'bkcrack': there is no file or directory",
          src="https://github.com/kimci86/bkcrack/issues/63", cls="locale", cmd="cp bkcrack /usr/sbin/bkcrack"),
    ], cmd="bash install/hst-install.sh", os=("linux",), n=12),
    G("f2-py-is-a-directory", "python", "everyday", "https://github.com/AntonOsika/gpt-engineer/issues/45", [
        "  File \"/Users/admin/Projects/gpt-engineer/db.py\", line 17, in __setitem__\n"
        "    with open(self.path / key, 'w') as f:\n\n"
        "IsADirectoryError: [Errno 21] Is a directory: '/Users/admin/Projects/gpt-engineer/voice-assistant/workspace'",
        V("IsADirectoryError: [Errno 21] Is a directory: '/home/ltl/code/next/Diffusion-Planner/Data'",
          src="https://github.com/ZhengYinan-AIR/Diffusion-Planner/issues/41", os="linux", cmd="python <<pyfile>>"),
        V(" File \"/home/finq/miniconda3/envs/adam/lib/python3.10/pathlib.py\", line 1117, in open\n"
          "    return self._accessor.open(self, mode, buffering, encoding, errors,\n"
          "IsADirectoryError: [Errno 21] Is a directory: '/' ", src="https://github.com/doccano/doccano-client/issues/133",
          tool="doccano-client", cls="runtime-value", os="linux", cmd="python <<pyfile>>"),
        V("IsADirectoryError: [Errno 21] Is a directory: 'Outputs/vgg16_voc2007/'",
          src="https://github.com/ppengtang/pcl.pytorch/issues/13", os="linux", cmd="python tools/train_net_step.py"),
        V("IsADirectoryError: [Errno 21] Is a directory: "
          "'/home/firefly/project_lzl/EmotiVoice/outputs/style_encoder/ckpt/checkpoint_163431'",
          src="https://github.com/netease-youdao/EmotiVoice/issues/20", os="linux", cmd="python <<pyfile>>"),
    ], cmd="python main.py example", os=("macos", "linux"), n=8),
]
