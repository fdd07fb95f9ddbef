"""Field set 4: Chinese javac and Maven output (unmappable characters under GBK, a missing package)
and GCC's undeclared identifier from Chinese-language threads.

Each message is the text of the thread in `src`, including a console's own line wrapping; only
`<<slot>>` parts were generalised. GBK vs the source encoding is one condition whatever build tool
ran javac (javac, javadoc, Gradle, Maven, Ant, Android Studio), so it is one group; the package or
identifier that is missing makes a group of its own.
"""

from __future__ import annotations

from fieldspec import G, V

_GBK = "错误: 编码GBK的不可映射字符"

GROUPS = [
    G("javac-zh-unmappable-gbk", "gradle", "wrapper",
      "https://github.com/ustc-zzzz/fmltutor/issues/68", [
        "<<root>>\\build\\sources\\main\\java\\com\\funnyking\\forge\\funnycraft\\FunnyCraft.java:130: " + _GBK + "\n"
        "    \tCraftingManager.init(); // 锟斤拷始锟斤拷锟较成憋拷锟斤拷锟斤拷锟?\n"
        "    \t                                              ^",
        V("<<root>>\\AndResGuard-core\\src\\main\\java\\com\\tencent\\mm\\util\\Utils.\njava:31: " + _GBK,
          src="https://github.com/shwenzhang/AndResGuard/pull/39", tool="javadoc", cmd="gradlew javadoc",
          cls="multiline"),
        V("<<root>>\\hookinject\\src\\main\\java\\com\\taobao\\android\\dexposed\\annotations\\Utils.java\n"
          "Error:(14, 6) " + _GBK, src="https://github.com/androiddy/NewHooks/issues/3", tool="android-studio",
          cmd="gradlew assembleDebug"),
        V("[ERROR] <<root>>\\src\\main\\java\\me\\kafeitu\\demo\\activiti\\web\\for\nm\\formkey\\FormKeyController.java:"
          "[131,7] 编码 GBK 的不可映射字符\n[ERROR]", src="https://github.com/henryyan/kft-activiti-demo/issues/12",
          tool="maven", cmd="mvn compile", cls="version"),
        V("    [javac] <<root>>\\src\\test\\java\\com\\leetcode\\two_sum\\Tester.java:27: " + _GBK + "\n    [javac]     "
          "/**=========================== 銆恠tatic for different test cases銆? ============================== */\n"
          "    [javac]                                                                     ^",
          src="https://github.com/helloShen/leetcode-helper/issues/4", tool="ant", cmd="ant compile"),
        V(_GBK, src="https://github.com/mmin18/LayoutCast/issues/47", tool="layoutcast", cmd="python cast.py",
          cls="locale"),
    ], cmd="gradlew build", os=("windows",), locale="zh"),
    G("mvn-zh-package-internal-xml-security", "maven", "locale", "https://github.com/linxin26/kafka-monitor/issues/4", [
        "[ERROR] /D:/opensource/kafka-monitor-master/src/main/java/co/solinx/kafka/monitor/config/PreConfig.java:[4,48] "
        "程序包com.sun.org.apache.xml.internal.security不存在",
    ], cmd="mvn package", os=("windows",), locale="zh"),
    G("javac-zh-package-jpeg-codec-removed", "intellij", "version", "https://github.com/hsjfans/Error/issues/1", [
        "Error:(4, 32) java: 程序包com.sun.image.codec.jpeg不存在",
    ], cmd="Build Project", os=("windows",), locale="zh", look="mvn-zh-package-internal-xml-security"),
    G("javac-zh-package-corba-idl-removed", "intellij", "locale",
      "https://github.com/leftjs/StudentGradesManageSystem/issues/6", [
        "Error:(9, 44) java: 程序包com.sun.tools.corba.se.idl.constExpr不存在",
    ], cmd="Build Project", os=("windows", "macos"), locale="zh",
      look="javac-zh-package-jpeg-codec-removed"),
    G("mvn-zh-package-stale-dependency", "maven", "multiline", "https://github.com/mattshma/bigdata/issues/145", [
        "[ERROR] /User/my/program/pro-web/src/main/java/com/A.java:[25,40] 程序包com.yyyy.B 不存在\n"
        "[ERROR] /User/my/program/pro-web/src/main/java/com/A.java:[947,20] 找不到符号\n[ERROR] 符号:   类 C\n"
        "[ERROR] 位置: 类 com.xxxx.A",
    ], cmd="mvn clean package", os=("macos",), locale="zh", look="javac-zh-package-corba-idl-removed"),
    G("yum-nothing-to-do-typo", "yum", "multiline", "https://github.com/gshipley/installcentos/pull/55", [
        "No package update available.\nError: Nothing to do",
    ], cmd="yum install -y update", os=("linux",)),
    G("gcc-undeclared-fs-kernel-api", "make", "multiline", "https://github.com/destan19/OpenAppFilter/issues/156", [
        "<<root>>/oaf/app_filter.c: In function 'load_feature_buf_from_file':\n<<root>>/oaf/app_filter.c:261:2: error: "
        "'fs' undeclared (first use in this function); did you mean 'fp'?\n  fs = get_fs();\n  ^~\n  fp",
    ], cmd="make package/oaf/compile V=s", exit=2, os=("linux",)),
    G("gcc-undeclared-loop-index-old", "gcc", "version", "https://github.com/intel/jit-spray-poc-for-ksp/pull/1", [
        "alameda.c:259: error: ‘i’ undeclared (first use in this function)",
    ], cmd="gcc -o alameda alameda.c", os=("linux",), look="gcc-undeclared-fs-kernel-api"),
    G("gcc-undeclared-generated-wad", "make", "multiline", "https://github.com/GaryOderNichts/alarmo_doom/issues/5", [
        "C:/msys64/home/<<user>>/alarmo_doom/source/main.c:76:52: error: 'doom1_wad' undeclared (first use in\n"
        "this function); did you mean 'doom1_wad_unc'?\n   76 |     uncompress(doom1_wad_unc, &doom1_wad_unc_size, "
        "doom1_wad, doom1_wad_len);\n      |                                                    ^~~~~~~~~",
    ], cmd="make", exit=2, os=("windows",), shells=("bash",), look="gcc-undeclared-loop-index-old"),
]
