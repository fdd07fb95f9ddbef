"""Field set 7: Chinese-localized compilers and build tools (MSVC's C1083 and LNK2019, javac's
invalid release through Gradle and Maven), git pathspecs and dpkg maintainer scripts. Each message is
copied from the thread in `src`."""

from fieldspec import G, Q

_WIN = ("windows",)
_DPKG = ("dpkg: error processing package {0} (--configure):\n installed {0} package post-installation script subprocess "
         "returned error exit status {1}\nErrors were encountered while processing:\n {0}")

GROUPS = [
    G("msvc-zh-c1083-hv-h", "cl", "locale", "https://github.com/intelpt/WindowsIntelPT/issues/17",
      ["无法打开包括文件: “hv.h”: No such file or directory"], cmd="msbuild WindowsIntelPT.sln", exit=1, os=_WIN,
      locale="zh"),
    G("msvc-zh-c1083-natives-h", "cl", "locale", "https://github.com/gjy3035/GCC-CL/issues/18",
      ["错误\tC1083\t无法打开包括文件: “natives.h”: No such file or directory\tGCC-Collector\t"
       "<<home>>\\desktop\\gcc-cl-master\\gcc-collector\\gcc-collector\\animation.cpp\t6\t"],
      cmd="msbuild GCC-Collector.sln", exit=1, os=_WIN, locale="zh", look="msvc-zh-c1083-hv-h"),
    G("msvc-zh-lnk2019-navigator-to", "link", "locale", "https://github.com/zlgopen/awtk/issues/723",
      ["application.obj : error LNK2019: 无法解析的外部符号 navigator_to，函数 application_init 中引用了该符号\n"
       "bin\\demo.exe : fatal error LNK1120: 1 个无法解析的外部命令\nscons: *** [bin\\demo.exe] Error 1120"],
      cmd="scons", exit=2, os=_WIN, locale="zh"),
    G("msvc-zh-lnk2019-sscanf-s", "link", "locale", "https://github.com/EasyDarwin/EasyPlayerPro-Win/issues/18",
      ["无法解析的外部符号 _sscanf_s，函数 \"public: int __thiscall TiXmlAttribute::QueryIntValue(int *)const \" "
       "(?QueryIntValue@TiXmlAttribute@@QBEHPAH@Z) 中引用了该符号"],
      cmd="msbuild EasyPlayerPro.sln", exit=1, os=_WIN, locale="zh", look="msvc-zh-lnk2019-navigator-to"),
    G("msvc-zh-lnk2019-std-search", "link", "locale", "https://github.com/MiroKaku/Musa.Runtime/issues/17",
      ["无法解析的外部符号 __std_search_1，函数 \"char const * __cdecl std::_Search_vectorized<char const ,char const >"
       "(char const * const,char const * const,char const * const,unsigned __int64)\" "
       "(??$_Search_vectorized@$$CBD$$CBD@std@@YAPEBDQEBD00_K@Z) 中引用了该符号"],
      cmd="msbuild Musa.Runtime.sln", exit=1, os=_WIN, locale="zh", look="msvc-zh-lnk2019-sscanf-s"),
    G("git-pathspec-tag-4-0-1", "git", "everyday", "https://github.com/int-brain-lab/iblrig/issues/176",
      ["error: pathspec 'tags/4.0.1' did not match any file(s) known to git"], cmd="git checkout tags/4.0.1",
      os=("windows", "linux")),
    G("git-pathspec-commit-2b7b4b3", "git", "non-file-path", "https://github.com/psema4/pine/issues/8",
      ["error: pathspec '2b7b4b3' did not match any file(s) known to git."],
      cmd="git checkout 2b7b4b3 Library/Formula/qemu.rb", os=("macos",), look="git-pathspec-tag-4-0-1"),
    G("git-pathspec-fugitive-bla", "vim-fugitive", "wrapper", "https://github.com/tpope/vim-fugitive/issues/497",
      ["fugitive: error: pathspec 'bla' did not match any file(s) known to git."], cmd=":Gcommit %",
      os=("linux", "macos"), look="git-pathspec-commit-2b7b4b3"),
    G("dpkg-postinst-concerto-23", "dpkg", "multiline", "https://github.com/concerto/concerto-player/issues/37",
      [_DPKG.format("concerto-full", "23")], cmd="sudo apt-get install concerto-full", exit=100, os=("linux",)),
    G("dpkg-postinst-couchdb-20", "dpkg", "multiline", "https://github.com/apache/couchdb/issues/5005",
      ["Setting up couchdb (3.3.3-1~bullseye) ...\n" + _DPKG.format("couchdb", "20")],
      cmd="apt-get install couchdb -y", exit=100, os=("linux",), look="dpkg-postinst-concerto-23"),
    G("dpkg-postinst-kaltura-db-11", "dpkg", "version", "https://github.com/kaltura/platform-install-packages/issues/608",
      ["dpkg: error processing package kaltura-db (--configure):\n subprocess installed post-installation script returned "
       "error exit status 11\nErrors were encountered while processing:\n kaltura-db\n"
       "E: Sub-process /usr/bin/dpkg returned an error code (1)"],
      cmd="apt-get install kaltura-db", exit=100, os=("linux",), look="dpkg-postinst-couchdb-20"),
    G("dpkg-postinst-gluu-126", "dpkg", "version", "https://github.com/GluuFederation/community-edition-setup/issues/329",
      ["Setting up gluu-server-3.1.0 (1-3~Db8jessie) ...\ndpkg: error processing package gluu-server-3.1.0 (--install):\n"
       " subprocess installed post-installation script returned error exit status 126\n"
       "Errors were encountered while processing:\n gluu-server-3.1.0"],
      cmd="dpkg -i gluu-server-3.1.0_1-3~Db8jessie_amd64.deb", exit=1, os=("linux",), look="dpkg-postinst-kaltura-db-11"),
    G("gradle-zh-source-release-17", "gradle", "locale", "https://github.com/Grasscutters/Grasscutter/issues/1893",
      ["> Task :compileJava FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
       "Execution failed for task ':compileJava'.\n> 错误: 无效的源发行版：17"],
      cmd=".\\gradlew jar", os=_WIN, locale="zh"),
    G("gradle-zh-source-release-21", "gradle", "locale", "https://github.com/Wayaer/fl_umeng/issues/35",
      ["错误: 无效的源发行版：21"],
      cmd="flutter build apk", os=("windows", "macos"), locale="zh", look="gradle-zh-source-release-17"),
    G("gradle-zh-source-release-1-8", "gradle", "wrapper", "https://github.com/Netflix/Fenzo/issues/152",
      ["<<time>>.916 [ERROR] [org.gradle.BuildExceptionReporter] * What went wrong:\n"
       "<<time>>.916 [ERROR] [org.gradle.BuildExceptionReporter] Execution failed for task ':fenzo-core:compileJava'.\n"
       "<<time>>.916 [ERROR] [org.gradle.BuildExceptionReporter] > 无效的源发行版: 1.8"],
      cmd="./gradlew build --debug", locale="zh", look="gradle-zh-source-release-21"),
    G("maven-zh-target-release-1-9", "mvn", "locale", "https://github.com/java8/Java8InAction/issues/35",
      ["Fatal error compiling: 无效 的目标发行版: 1.9"], cmd="mvn compile", os=("windows", "macos"), locale="zh"),
    G("maven-zh-target-release-14", "mvn", "locale", "https://github.com/bfwg/springboot-jwt-starter/issues/31",
      ["无效的目标发行版: 14"], cmd="mvn install", os=("windows", "linux"), locale="zh",
      look="maven-zh-target-release-1-9"),
]

QUERIES = [
    Q("visual studio can't find hv.h header in the driver project", "msvc-zh-c1083-hv-h", "plain"),
    Q("VS 编译驱动找不到 hv.h 头文件", "msvc-zh-c1083-hv-h", "zh"),
    Q("GCC-Collector build missing natives.h", "msvc-zh-c1083-natives-h", "plain"),
    Q("GCC-Collector 编译缺 natives.h", "msvc-zh-c1083-natives-h", "zh"),
    Q("awtk demo link fails, navigator_to undefined", "msvc-zh-lnk2019-navigator-to", "plain"),
    Q("awtk 链接时 navigator_to 符号未定义", "msvc-zh-lnk2019-navigator-to", "zh"),
    Q("linker can't resolve sscanf_s in tinyxml QueryIntValue", "msvc-zh-lnk2019-sscanf-s", "plain"),
    Q("tinyxml 链接时 _sscanf_s 找不到", "msvc-zh-lnk2019-sscanf-s", "zh"),
    Q("kernel runtime link error std search vectorized symbol missing", "msvc-zh-lnk2019-std-search", "plain"),
    Q("内核运行时链接 __std_search_1 未解析", "msvc-zh-lnk2019-std-search", "zh"),
    Q("git checkout tag 4.0.1 doesn't exist locally", "git-pathspec-tag-4-0-1", "plain"),
    Q("git 切换到 4.0.1 标签失败 本地没有", "git-pathspec-tag-4-0-1", "zh"),
    Q("checking out qemu formula at old commit 2b7b4b3 fails", "git-pathspec-commit-2b7b4b3", "plain"),
    Q("git checkout 旧提交 2b7b4b3 的 qemu 公式失败", "git-pathspec-commit-2b7b4b3", "zh"),
    Q("vim fugitive Gcommit can't find file bla", "git-pathspec-fugitive-bla", "plain"),
    Q("fugitive 提交时找不到 bla 文件", "git-pathspec-fugitive-bla", "zh"),
    Q("concerto-full package setup script fails with status 23", "dpkg-postinst-concerto-23", "plain"),
    Q("concerto-full 安装后脚本返回 23", "dpkg-postinst-concerto-23", "zh"),
    Q("couchdb upgrade leaves package half configured, status 20", "dpkg-postinst-couchdb-20", "plain"),
    Q("couchdb 升级后 apt 一直报配置失败 20", "dpkg-postinst-couchdb-20", "zh"),
    Q("kaltura-db post install returns 11", "dpkg-postinst-kaltura-db-11", "plain"),
    Q("kaltura-db 安装脚本返回 11", "dpkg-postinst-kaltura-db-11", "zh"),
    Q("gluu server deb install fails exit 126", "dpkg-postinst-gluu-126", "plain"),
    Q("gluu-server 的 deb 安装 126 错误", "dpkg-postinst-gluu-126", "zh"),
    Q("gradle compileJava says java 17 source not supported by my jdk", "gradle-zh-source-release-17", "plain"),
    Q("gradle 编译 提示源版本 17 无效", "gradle-zh-source-release-17", "zh"),
    Q("flutter android plugin needs java 21 to compile", "gradle-zh-source-release-21", "plain"),
    Q("flutter 插件编译 要求 java 21", "gradle-zh-source-release-21", "zh"),
    Q("old gradle build running on java 7 rejects source 1.8", "gradle-zh-source-release-1-8", "plain"),
    Q("gradle 构建 1.8 源版本不被接受", "gradle-zh-source-release-1-8", "zh"),
    Q("maven compile fails: target 1.9 not valid", "maven-zh-target-release-1-9", "plain"),
    Q("maven 编译 目标版本 1.9 无效", "maven-zh-target-release-1-9", "zh"),
    Q("spring boot starter pom asks for java 14 but I have 8", "maven-zh-target-release-14", "plain"),
    Q("mvn install 目标版本 14 不对 本地是 jdk8", "maven-zh-target-release-14", "zh"),
]
