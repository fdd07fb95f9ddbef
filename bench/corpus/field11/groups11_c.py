"""Field set 11, part c: Dart/Flutter pub, Zephyr's west, fish and the shells around it, GNU make in
Chinese, NuGet in Chinese and English, gcc, git and isomorphic-git. Every message is copied from
the thread in its `src`; only `<<slot>>` values vary."""

from fieldspec import G, Q, V

PUBDEV_4849 = "https://github.com/dart-lang/pub-dev/issues/4849"
THREEDART_128 = "https://github.com/wasabia/three_dart/issues/128"
ECFW_36 = "https://github.com/intel/ecfw-zephyr/issues/36"
WEST_637 = "https://github.com/zephyrproject-rtos/west/pull/637"
ZEPHYR_13209 = "https://github.com/zephyrproject-rtos/zephyr/issues/13209"
GHQ_6 = "https://github.com/decors/fish-ghq/issues/6"
FISHER_679 = "https://github.com/jorgebucaran/fisher/issues/679"
OMF_880 = "https://github.com/oh-my-fish/oh-my-fish/issues/880"
TERMUXFISH_3 = "https://github.com/on-pacman/termux-fish/issues/3"
FISH_179 = "https://github.com/fish-shell/fish-shell/issues/179"
DBOW3_32 = "https://github.com/rmsalinas/DBow3/issues/32"
DEEPWIKI_186 = "https://github.com/AIDotNet/OpenDeepWiki/issues/186"
SETUPDOTNET_172 = "https://github.com/actions/setup-dotnet/issues/172"
SETUPDOTNET_145 = "https://github.com/actions/setup-dotnet/issues/145"
NUGET_14198 = "https://github.com/NuGet/Home/issues/14198"
QDECODER_7 = "https://github.com/wolkykim/qdecoder/issues/7"
LIBIPT_85 = "https://github.com/intel/libipt/issues/85"
RPI4_47 = "https://github.com/sypstraw/rpi4-osdev/issues/47"
IWEBS_191 = "https://github.com/xiaodongxier/iWebs/issues/191"
CODEGRAPH_4 = "https://github.com/FalkorDB/code-graph/issues/4"

_GETX = ("Because getxarguments depends on getx any which doesn't exist (could not find package getx at "
         "https://pub.dartlang.org), version solving failed.\npub get failed (server unavailable) -- attempting retry ")
_CSPROJ = r"<<root>>\framework\src\OpenDeepWiki.CodeFoundation\OpenDeepWiki.CodeFoundation.csproj : error NU1102:"

GROUPS = [
    G("pub-getx-does-not-exist", "flutter", "multiline", PUBDEV_4849, [
        _GETX + "1 in 1 second...",
        _GETX + "2 in 2 seconds...",
    ], cmd="flutter pub get", exit=69),
    G("pub-path-dependency-missing", "flutter", "multiline", THREEDART_128, [
        "Resolving dependencies...\nBecause three_dart depends on flutter_gl from path which doesn't exist (could not "
        "find package flutter_gl at \"..\\flutter_gl\\flutter_gl\"), version solving failed.\npub get failed\ncommand: "
        "\"E:\\flutter\\bin\\cache\\dart-sdk\\bin\\dart __deprecated_pub --directory . get --example\"\npub env: {\n"
        "  \"FLUTTER_ROOT\": \"E:\\flutter\",\n  \"PUB_ENVIRONMENT\": \"flutter_cli:get\",\n  \"PUB_CACHE\": "
        "\"C:\\Users\\<<user>>\\AppData\\Local\\Pub\\Cache\",\n}\nexit code: 66",
    ], cmd="flutter pub get", exit=66, os=("windows",), look="pub-getx-does-not-exist"),
    G("west-default-remote-undefined", "west", "non-file-path", ECFW_36, [
        "FATAL ERROR: can't load west manifest: Malformed manifest file: <<root>>\\ecfw-zephyr\\west.yml\n"
        "Schema file: C:\\Python310\\lib\\site-packages\\west\\manifest-schema.yml\nHint: default remote "
        "github_restricted is not defined",
    ], cmd="west list", os=("windows",), shells=("cmd",)),
    G("west-manifest-file-not-found", "west", "version", WEST_637, [
        "FATAL ERROR: manifest file not found: <<home>>/zp/zephyr/nosuchfile\nPlease check manifest.file and "
        "manifest.path in <<home>>/zp/.west/config",
        "FATAL ERROR: file not found: <<home>>/zp/zephyr/nosuchfile",
    ], cmd="west update", look="west-default-remote-undefined"),
    G("west-unknown-key-posixpath", "west", "everyday", ZEPHYR_13209, [
        "FATAL ERROR: unknown key \"posixpath\" in format string \"{posixpath}\"",
    ], cmd="west build -b native_posix samples/hello_world", look="west-default-remote-undefined"),
    G("fish-unknown-command-fzf", "fish", "shell", GHQ_6, [
        "fish: Unknown command 'fzf'\n- (line 1):\nbegin; fzf\n       ^\nfrom sourcing file -",
    ], cmd="__ghq_crtl_g", exit=127, shells=("fish",)),
    G("fish-not-installed", "fish", "shell", OMF_880, [
        V("Command 'fish' not found, but can be installed with:\n\nsudo apt install fish", shell="bash", os="linux"),
        V("fish: Unknown command: fish", src=FISHER_679, shell="fish", os="macos", cls="version"),
    ], cmd="curl https://raw.githubusercontent.com/oh-my-fish/oh-my-fish/master/bin/install | fish", exit=127,
      look="fish-unknown-command-fzf"),
    G("omf-command-not-found", "bash", "shell", TERMUXFISH_3, [
        "./install.sh: line <<line>>: omf: command not found",
    ], cmd="./install.sh", exit=127, shells=("bash",), look="fish-unknown-command-fzf"),
    G("fish-binary-wrong-arch", "bash", "non-file-path", FISH_179, [
        "bash: /usr/local/bin/fish: No such file or directory",
    ], cmd="fish", exit=127, os=("linux",), shells=("bash",), look="fish-not-installed"),
    G("make-no-rule-libdbow3-zh", "make", "locale", DBOW3_32, [
        "make[2]: *** 没有规则可制作目标“/usr/local/lib/libDBoW3.a”，由“gen_vocab” 需求。 停止。\n"
        "CMakeFiles/Makefile2:67: recipe for target 'CMakeFiles/gen_vocab.dir/all' failed\nmake[1]: *** "
        "[CMakeFiles/gen_vocab.dir/all] Error 2\nMakefile:83: recipe for target 'all' failed\nmake: *** [all] Error 2",
        "make[2]: *** 没有规则可制作目标“/usr/local/lib/libDBoW3.a”，由“gen_vocab” 需求。 停止。",
    ], cmd="make", exit=2, os=("linux",), locale="zh", n=10),
    G("nuget-nu1102-reflection-metadata-zh", "dotnet", "locale", DEEPWIKI_186, [
        _CSPROJ + "\n  找不到版本为 (>= 7.0.0) 的包 System.Reflection.Metadata\n    - 在 nuget.org 中找到 122 个版本"
        "[ 最接近版本: 7.0.0 ]",
    ], cmd="dotnet restore", os=("windows",), locale="zh", n=10),
    G("nuget-nu1102-collections-immutable-zh", "dotnet", "locale", DEEPWIKI_186, [
        _CSPROJ + " \n  找不到版本为 (>= 7.0.0) 的包 System.Collections.Immutable\n    - 在 nuget.org 中找到 106 个版本"
        "[ 最接近版本: 7.0.0 ]",
    ], cmd="dotnet restore", os=("windows",), locale="zh", n=10, look="nuget-nu1102-reflection-metadata-zh"),
    G("nuget-nu1102-newtonsoft", "dotnet", "non-file-path", SETUPDOTNET_172, [
        "<<root>>\\Settings.Net\\Settings.Net.csproj : error NU1102: Unable to find package Newtonsoft.Json with version "
        "(>= 12.0.3) [<<root>>\\Settings.Net.sln]\n<<root>>\\Settings.Net\\Settings.Net.csproj : error NU1102:   - "
        "Found 1 version(s) in Microsoft Visual Studio Offline Packages [ Nearest version: 9.0.1 ] "
        "[<<root>>\\Settings.Net.sln]",
    ], cmd="dotnet restore", os=("windows",), look="nuget-nu1102-reflection-metadata-zh"),
    G("nuget-nu1101-system-memory", "dotnet", "non-file-path", SETUPDOTNET_145, [
        "error NU1101: Unable to find package System.Memory. No packages exist with this id in source(s): github "
        "[<<root>>/Project.sln]",
    ], cmd="dotnet restore Project.sln", os=("linux",)),
    G("nuget-nu1101-system-text-json", "dotnet", "wrapper", NUGET_14198, [
        "     1><<root>>\\nuget_restore.csproj : error NU1101: Unable to find package System.Text.Json. No packages "
        "exist with this id in source(s): nuget",
    ], cmd="dotnet restore -terminalLogger:off -v n", os=("windows",), look="nuget-nu1101-system-memory"),
    G("gcc-errno-undeclared", "gcc", "everyday", QDECODER_7, [
        "qcgireq.c: In function ‘_parse_multipart_value_into_disk’:\nqcgireq.c:<<line>>:60: error: ‘errno’ undeclared "
        "(first use in this function)",
    ], cmd="make", exit=2, os=("linux",)),
    G("gcc-ptic-error-undeclared", "gcc", "version", LIBIPT_85, [
        "sptdecode.c:158:4: error: ‘ptic_error’ undeclared (first use in this function); did you mean ‘perror’?\n"
        "sptdecode.c:158:4: note: each undeclared identifier is reported only once for each function it appears in",
    ], cmd="make user", exit=2, os=("linux",), look="gcc-errno-undeclared"),
    G("gcc-io-h-not-found", "gcc", "multiline", RPI4_47, [
        "src/fb.c:1:10: fatal error: io.h: No such file or directory\n    1 | #include \"io.h\"\n      |          "
        "^~~~~~\ncompilation terminated.",
    ], cmd="aarch64-linux-gnu-gcc -Wall -O2 -ffreestanding -nostdinc -nostdlib -nostartfiles -MMD -c src/fb.c -o "
           "build/fb_c.o", os=("linux",)),
    G("git-remote-origin-exists", "git", "version", IWEBS_191, [
        "error: remote origin already exists.",
        V("error: AlreadyExistsError: Failed to create remote at origin because it already exists. (Hint: use "
          "'force: true' parameter to overwrite existing remote.)", src=CODEGRAPH_4, tool="isomorphic-git",
          cls="two-programs"),
    ], cmd="git remote add origin <<remote>>", exit=128, os=("linux", "macos", "windows")),
]

QUERIES = [
    Q("flutter pub get can't find the getx package", "pub-getx-does-not-exist", "plain"),
    Q("flutter 获取依赖说 getx 包不存在", "pub-getx-does-not-exist", "zh"),
    Q("pubspec path dependency folder doesn't exist", "pub-path-dependency-missing", "plain"),
    Q("pubspec 里 path 依赖的目录不存在", "pub-path-dependency-missing", "zh"),
    Q("west manifest has a default remote that isn't defined", "west-default-remote-undefined", "plain"),
    Q("west 清单里默认 remote 没有定义", "west-default-remote-undefined", "zh"),
    Q("west can't find the manifest file set in config", "west-manifest-file-not-found", "plain"),
    Q("west 找不到配置里指定的 manifest 文件", "west-manifest-file-not-found", "zh"),
    Q("zephyr build complains about posixpath key, old west", "west-unknown-key-posixpath", "plain"),
    Q("zephyr 编译提示 posixpath 未知键 west 太旧", "west-unknown-key-posixpath", "zh"),
    Q("fish shell doesn't know the fzf command", "fish-unknown-command-fzf", "plain"),
    Q("fish 里提示找不到 fzf 命令", "fish-unknown-command-fzf", "zh"),
    Q("installer piping into fish but fish isn't installed", "fish-not-installed", "plain"),
    Q("装 oh-my-fish 时系统里没有 fish", "fish-not-installed", "zh"),
    Q("install script can't run omf", "omf-command-not-found", "plain"),
    Q("安装脚本里 omf 命令找不到", "omf-command-not-found", "zh"),
    Q("fish binary exists but bash says no such file", "fish-binary-wrong-arch", "plain"),
    Q("fish 文件明明在 却说没有那个文件", "fish-binary-wrong-arch", "zh"),
    Q("make can't build gen_vocab because libDBoW3.a is missing", "make-no-rule-libdbow3-zh", "plain"),
    Q("make 没有规则生成 libDBoW3.a", "make-no-rule-libdbow3-zh", "zh"),
    Q("dotnet restore can't find System.Reflection.Metadata 7.0.0", "nuget-nu1102-reflection-metadata-zh", "plain"),
    Q("还原 nuget 找不到 System.Reflection.Metadata 7.0 版本", "nuget-nu1102-reflection-metadata-zh", "zh"),
    Q("restore fails for System.Collections.Immutable version 7", "nuget-nu1102-collections-immutable-zh", "plain"),
    Q("nuget 还原 System.Collections.Immutable 版本找不到", "nuget-nu1102-collections-immutable-zh", "zh"),
    Q("Newtonsoft.Json 12 not found, only offline packages checked", "nuget-nu1102-newtonsoft", "plain"),
    Q("还原时找不到 Newtonsoft.Json 12 只搜了离线包", "nuget-nu1102-newtonsoft", "zh"),
    Q("dotnet restore only looks in the github source and can't find System.Memory", "nuget-nu1101-system-memory",
      "plain"),
    Q("dotnet restore 在 github 源里找不到 System.Memory", "nuget-nu1101-system-memory", "zh"),
    Q("no package with id System.Text.Json in my nuget source", "nuget-nu1101-system-text-json", "plain"),
    Q("nuget 源里没有 System.Text.Json 这个包", "nuget-nu1101-system-text-json", "zh"),
    Q("c compile error errno not declared", "gcc-errno-undeclared", "plain"),
    Q("C 编译提示 errno 未声明", "gcc-errno-undeclared", "zh"),
    Q("ptic_error undeclared when building libipt", "gcc-ptic-error-undeclared", "plain"),
    Q("编译 libipt 时 ptic_error 未声明", "gcc-ptic-error-undeclared", "zh"),
    Q("compiler can't find io.h header", "gcc-io-h-not-found", "plain"),
    Q("编译找不到 io.h 头文件", "gcc-io-h-not-found", "zh"),
    Q("adding origin remote fails because it's already there", "git-remote-origin-exists", "plain"),
    Q("git 添加 origin 远程仓库时说已经存在", "git-remote-origin-exists", "zh"),
]
