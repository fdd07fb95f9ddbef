"""Field set 10, part b: Visual C++ and MSBuild on Chinese Windows (C1083, LNK1104, CS0246, a command cmd
cannot find), PostgreSQL's missing relation in Chinese and English, wget and tar in Chinese."""

from fieldspec import G, Q, V

GH = "https://github.com/"
DEEPMIMIC = GH + "xbpeng/DeepMimic/issues/157"
EBPF = GH + "microsoft/ebpf-for-windows/issues/503"
LLILUM = GH + "NETMF/llilum/issues/226"
NLLR = GH + "nini-lxz/NLLR/issues/2"
NODAL = GH + "tcew/nodal-dg/issues/2"
VDF = GH + "TinyTinni/ValveFileVDF/issues/37"
ZYDIS = GH + "zyantific/zydis/issues/173"
FUTU = GH + "towerd/C-For-FutuOpenD/issues/1"
EGROO = GH + "jihadkhawaja/Egroo/issues/44"
CAFFE_WIN = GH + "happynear/caffe-windows/issues/136"
CAFFE_NIU = GH + "niuzhiheng/caffe/issues/44"
PROTOGEN = GH + "654306663/ProtoGenToCs/issues/1"
TORCMS = GH + "bukun/TorCMS/issues/6"
KONGA = GH + "pantsel/konga/issues/592"
MININGCORE = GH + "oliverw/miningcore/issues/1531"
ACTS = GH + "hzamani/acts_as_relation/issues/83"

WIN = ("windows",)
_NOT_CMD = " 不是内部或外部命令，也不是可运行的程序\n或批处理文件。"

GROUPS = [
    # -- MSVC C1083 in Chinese: the header that cannot be opened decides the fix -----------------------
    G("msvc-zh-c1083-btbulletdynamicscommon", "cl", "locale", DEEPMIMIC, [
        "fatal error C1083: 无法打开包括文件: “btBulletDynamicsCommon.h”: No such file or directory",
        "<<root>>\\DeepMimicCore\\sim\\World.h(3): fatal error C1083: 无法打开包括文件: “btBulletDynamicsCommon.h”: "
        "No such file or directory"],
        cmd="msbuild DeepMimicCore.sln", exit=2, os=WIN, locale="zh"),
    G("msvc-zh-c1083-libbpf-bpf-h", "msbuild", "multiline", EBPF, [
        "<<n>>><<root>>\\include\\bpf.h(218,10): fatal error C1083: 无法打开包括文件: “../external/libbpf/src/bpf.h”: "
        "No such file or directory\n<<n>>>正在生成代码...\n<<n>>>已完成生成项目“test.vcxproj”的操作 - 失败。",
        "fatal error C1083: 无法打开包括文件: “../external/libbpf/src/bpf.h”: No such file or directory"],
        cmd="msbuild ebpf-for-windows.sln", exit=1, os=WIN, locale="zh", look="msvc-zh-c1083-btbulletdynamicscommon"),
    G("msvc-zh-c1083-llos-types", "cl", "locale", LLILUM, [
        "<<root>>\\zelig\\os_layer\\ports\\win32\\win32abstraction\\lloswin32.h(5): fatal error C1083: 无法打开包括文件: "
        "“llos_types.h”: No such file or directory"],
        cmd="msbuild Zelig.sln", exit=2, os=WIN, locale="zh", look="msvc-zh-c1083-btbulletdynamicscommon"),
    # -- LNK1104: the library that cannot be opened ---------------------------------------------------
    G("msvc-zh-lnk1104-linearsolverlib", "link", "locale", NLLR, [
        "1>LINK : fatal error LNK1104: 无法打开文件“../LinearSolver/LinearSolverLib_D.lib”",
        "1>LINK : fatal error LNK1104: 无法打开文件“../LinearSolver/LinearSolverLib_R.lib”"],
        cmd="msbuild NLLR.sln", exit=1, os=WIN, locale="zh"),
    G("msvc-zh-lnk1104-ndglibd", "link", "non-file-path", NODAL, [
        "LINK : fatal error LNK1104: 无法打开文件“<<root>>\\nudg++\\trunk\\Lib\\NDGLibd.lib”"],
        cmd="msbuild NuDG++.sln", exit=1, os=WIN, locale="zh", look="msvc-zh-lnk1104-linearsolverlib"),
    G("msvc-lnk1104-valvefilevdf-header-only", "link", "everyday", VDF, [
        "LINK : fatal error LNK1104: can`t open file “ValveFileVDF.lib”"],
        cmd="cmake --build build", exit=1, os=WIN, look="msvc-zh-lnk1104-linearsolverlib"),
    G("msvc-lnk1104-zydis", "link", "wrapper", ZYDIS, [
        ">LINK : fatal error LNK1104: cannot open file 'Zydis.lib'", "LINK : fatal error LNK1104: cannot open file 'Zydis.lib'"],
        cmd="msbuild <<proj>>.sln", exit=1, os=WIN, look="msvc-zh-lnk1104-linearsolverlib"),
    G("msvc-lnk1104-uv-a", "link", "everyday", FUTU, [
        "error LNK1104: cannot open file 'uv_a.lib'"],
        cmd="msbuild FTAPI4CPP.sln", exit=1, os=WIN, look="msvc-zh-lnk1104-linearsolverlib"),
    # -- CS0246 in Visual Studio's Chinese error list ---------------------------------------------------
    G("csc-zh-cs0246-ichatuser", "csc", "locale", EGROO, [
        "错误(活动)\tCS0246\t未能找到类型或命名空间名“IChatUser”(是否缺少 using 指令或程序集引用?)\t\t"
        "<<root>>\\src\\MobileChat.MAUI\\Shared\\MainLayout.razor\t4",
        "未能找到类型或命名空间名“IChatUser”(是否缺少 using 指令或程序集引用?)"],
        cmd="dotnet build", os=WIN, locale="zh"),
    # -- cmd cannot find a program: the program decides (and a batch file with Unix line ends) --------
    G("cmd-zh-protoc-not-found", "cmd", "wrapper", CAFFE_WIN, [
        "'......\\3rdparty\\bin\\protoc'" + _NOT_CMD,
        V("'\"./tools/protoc\"' 不是内部或外部命令，也不是可运行的程序\n1>  或批处理文件。\n1>\n1>failure", src=CAFFE_NIU,
          tool="msbuild")],
        cmd="extract_proto.bat", os=WIN, locale="zh", shells=("cmd",)),
    G("cmd-zh-batch-file-unix-line-endings", "cmd", "multiline", PROTOGEN, [
        "'TH'" + _NOT_CMD + "\n'OTOGEN_PATH'" + _NOT_CMD + "\n'ARGET_PATH'" + _NOT_CMD,
        "'cho'" + _NOT_CMD],
        cmd="ProtoGenToCs.bat", os=WIN, locale="zh", shells=("cmd",), look="cmd-zh-protoc-not-found"),
    # -- PostgreSQL: the relation that does not exist -------------------------------------------------
    G("pg-zh-relation-tabpost-missing", "postgresql", "locale", TORCMS, [
        "peewee.ProgrammingError: 错误:  关系 \"tabpost\" 不存在\nLINE 1: ..., \"t1\".\"rating\", \"t1\".\"memo\", "
        "\"t1\".\"extinfo\" FROM \"tabpost\" ...",
        "peewee.ProgrammingError: 错误: 关系 \"tabpost\" 不存在"],
        cmd="python3 helper.py -i init", os=("linux",), locale="zh"),
    G("pg-relation-konga-users-missing", "postgresql", "everyday", KONGA, [
        "ERROR:  relation \"public.konga_users\" does not exist at character <<n2>>"],
        cmd="", os=("linux",), look="pg-zh-relation-tabpost-missing"),
    G("pg-relation-shares-missing", "psql", "everyday", MININGCORE, [
        "ERROR:  relation \"shares\" does not exist"],
        cmd="sudo -u postgres psql", os=("linux",), look="pg-zh-relation-tabpost-missing"),
    G("pg-relation-users-missing-unicorn", "postgresql", "multiline", ACTS, [
        "PG::Error: ERROR:  relation \"users\" does not exist\nLINE 5:                WHERE a.attrelid = '\"users\"'::regclass\n"
        "                                          ^"],
        cmd="", os=("linux",), look="pg-zh-relation-tabpost-missing"),
]

QUERIES = [
    Q("visual studio can't open bullet physics header btBulletDynamicsCommon", "msvc-zh-c1083-btbulletdynamicscommon", "plain"),
    Q("无法打开包括文件 btBulletDynamicsCommon.h", "msvc-zh-c1083-btbulletdynamicscommon", "zh"),
    Q("ebpf for windows build missing libbpf bpf.h submodule", "msvc-zh-c1083-libbpf-bpf-h", "plain"),
    Q("编译 ebpf-for-windows 找不到 libbpf 的 bpf.h", "msvc-zh-c1083-libbpf-bpf-h", "zh"),
    Q("llilum build llos_types.h include not found", "msvc-zh-c1083-llos-types", "plain"),
    Q("zelig 编译找不到 llos_types.h 头文件", "msvc-zh-c1083-llos-types", "zh"),
    Q("linker can't open LinearSolverLib lib in debug and release", "msvc-zh-lnk1104-linearsolverlib", "plain"),
    Q("链接时无法打开 LinearSolverLib 库文件", "msvc-zh-lnk1104-linearsolverlib", "zh"),
    Q("NDGLibd.lib cannot be opened when linking nudg", "msvc-zh-lnk1104-ndglibd", "plain"),
    Q("链接器打不开 NDGLibd.lib", "msvc-zh-lnk1104-ndglibd", "zh"),
    Q("link error ValveFileVDF.lib but it is header only", "msvc-lnk1104-valvefilevdf-header-only", "plain"),
    Q("ValveFileVDF 只有头文件却链接 lib 失败", "msvc-lnk1104-valvefilevdf-header-only", "zh"),
    Q("visual studio linker cannot open Zydis.lib", "msvc-lnk1104-zydis", "plain"),
    Q("链接 Zydis.lib 失败 打不开文件", "msvc-lnk1104-zydis", "zh"),
    Q("VS2013 link uv_a.lib missing", "msvc-lnk1104-uv-a", "plain"),
    Q("VS2013 链接找不到 uv_a.lib", "msvc-lnk1104-uv-a", "zh"),
    Q("MAUI razor page IChatUser type not found missing using", "csc-zh-cs0246-ichatuser", "plain"),
    Q("找不到 IChatUser 类型 缺少 using", "csc-zh-cs0246-ichatuser", "zh"),
    Q("windows batch can't run protoc from 3rdparty folder", "cmd-zh-protoc-not-found", "plain"),
    Q("caffe windows 生成 proto 时 protoc 不是内部命令", "cmd-zh-protoc-not-found", "zh"),
    Q("bat file commands cut off first letters not recognized", "cmd-zh-batch-file-unix-line-endings", "plain"),
    Q("bat 脚本运行每行命令被截断 提示不是内部或外部命令", "cmd-zh-batch-file-unix-line-endings", "zh"),
    Q("peewee init postgres table tabpost does not exist", "pg-zh-relation-tabpost-missing", "plain"),
    Q("postgres 报关系 tabpost 不存在", "pg-zh-relation-tabpost-missing", "zh"),
    Q("konga postgres konga_users relation missing", "pg-relation-konga-users-missing", "plain"),
    Q("konga 数据库 konga_users 表不存在", "pg-relation-konga-users-missing", "zh"),
    Q("miningcore create partition shares table does not exist", "pg-relation-shares-missing", "plain"),
    Q("创建分区时 shares 表不存在", "pg-relation-shares-missing", "zh"),
    Q("rails on new server users table missing regclass", "pg-relation-users-missing-unicorn", "plain"),
    Q("迁移到新服务器后 users 表不存在", "pg-relation-users-missing-unicorn", "zh"),
]
