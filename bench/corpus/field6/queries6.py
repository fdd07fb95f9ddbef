"""Field set 6: lookup queries, one in plain English and one in Chinese for every group, written the
way someone who has not memorised the message would ask (their own words, not the message's)."""

from fieldspec import Q


def _pair(group: str, plain: str, zh: str) -> list[Q]:
    return [Q(plain, group, "plain"), Q(zh, group, "zh")]


_PAIRS = [
    ("ffmpeg-unknown-encoder-libx265", "ffmpeg says it does not know the h265 x265 encoder",
     "ffmpeg 不支持 libx265 编码器"),
    ("ffmpeg-unknown-encoder-libx264", "my ffmpeg build has no x264 encoder for h264",
     "ffmpeg 找不到 libx264 编码器"),
    ("nginx-unknown-directive-http2", "nginx rejects http2 in the config, old version?",
     "nginx 配置里的 http2 指令不认识"),
    ("nginx-unknown-directive-more-set-headers", "nginx does not know more_set_headers, headers-more module missing",
     "nginx 不认识 more_set_headers 指令"),
    ("nginx-unknown-directive-pagespeed", "nginx config test fails on the pagespeed directive",
     "nginx 配置检测失败 pagespeed 指令未知"),
    ("postgres-role-postgres-missing", "cannot log in to postgres, the postgres user is not there",
     "PostgreSQL 没有 postgres 这个角色 登录失败"),
    ("postgres-role-directus-missing", "postgres container keeps logging that the directus role is missing",
     "postgres 日志一直报 directus 角色不存在"),
    ("ansible-module-deb822-repository", "ansible playbook does not know deb822_repository",
     "ansible 无法识别 deb822_repository 模块"),
    ("ansible-module-systemd-service", "ansible cannot find the systemd_service module in a role handler",
     "ansible 找不到 systemd_service 模块"),
    ("ansible-module-lwe-input", "ansible cannot resolve the lwe_input action in my workflow",
     "ansible 报错 lwe_input 动作无法解析"),
    ("terraform-unsupported-argument-mounts", "terraform plan complains mounts is not allowed in podman_pod",
     "terraform 不接受 podman_pod 里的 mounts 参数"),
    ("terraform-unsupported-argument-vcenter-block", "terraform wants vcenter_configuration as a block not an argument",
     "terraform 提示 vcenter_configuration 应该写成块"),
    ("terraform-unsupported-argument-description", "infracost debug log says description argument is not expected",
     "infracost 运行 terraform 时 description 参数不被支持"),
    ("r-no-package-reshape", "Rscript stops because the reshape library is not installed",
     "R 脚本提示没有 reshape 这个包"),
    ("r-no-package-scales", "R says scales package does not exist after I installed it",
     "R 加载 scales 包失败 说没有这个包"),
    ("r-no-package-stringi", "R loadNamespace fails, stringi missing",
     "R 缺少 stringi 包 loadNamespace 出错"),
    ("pacman-target-not-found-wpa-actiond", "archiso build fails, wpa_actiond package not found",
     "制作 Arch 镜像时找不到 wpa_actiond 软件包"),
    ("pacman-target-not-found-pacaur-git", "yaourt cannot install pacaur-git, no such target",
     "yaourt 安装 pacaur-git 提示找不到目标"),
    ("pacman-target-not-found-atom-editor-git", "apacman says atom-editor-git target not found but packer works",
     "apacman 安装 atom-editor-git 找不到目标"),
]

_PAIRS += [
    ("msvc-c1083-termios-h", "pip install getch fails on windows, compiler cannot open termios header",
     "Windows 上 pip 安装 getch 找不到 termios.h"),
    ("msvc-c1083-atlapp-h", "visual studio build cannot find atlapp.h, WTL not installed",
     "VS 编译找不到 atlapp.h 头文件"),
    ("msvc-c1083-cli11-hpp", "ebpf-for-windows build missing CLI11.hpp header",
     "编译 ElfHelper 缺少 CLI11.hpp"),
    ("msvc-c1083-ida-hpp", "building the IDA plugin, ida.hpp cannot be opened",
     "编译 IDA 插件时 ida.hpp 打不开"),
    ("msvc-c1083-serial-h", "visual c++ says serial/serial.h include cannot be opened",
     "VC++ 打不开 serial/serial.h 头文件"),
    ("msvc-c1083-streams-h", "build.bat fails, DirectShow streams.h header not found",
     "build.bat 编译 streams.h 头文件找不到"),
    ("msvc-c1083-inject-wow64-h", "InjectDll build is missing InjectWow64toNative64.h",
     "InjectDll 编译缺少 InjectWow64toNative64.h"),
    ("msvc-lnk1104-avcodec-lib", "linker cannot open avcodec.lib in visual studio 2017",
     "链接时打不开 avcodec.lib"),
    ("msvc-lnk1104-spirv-cross-cored", "debug build link step cannot open spirv-cross-cored.lib",
     "链接 spirv-cross-cored.lib 失败 文件打不开"),
    ("msvc-lnk1104-libeasypr", "EasyPR link fails, libeasypr.lib cannot be opened",
     "EasyPR 链接时无法打开 libeasypr.lib"),
    ("msvc-lnk1104-ucrt-lib", "linker error, ucrt.lib is missing, windows sdk?",
     "链接器找不到 ucrt.lib"),
    ("msvc-lnk1104-kernel32-lib", "cmake try-compile fails linking kernel32.lib",
     "cmake 测试编译时 kernel32.lib 无法打开"),
    ("msvc-lnk1181-hello-shared-dll-lib", "gn ninja build, linker input hello_shared.dll.lib missing",
     "gn 构建链接输入文件 hello_shared.dll.lib 打不开"),
    ("msvc-lnk1181-dot-obj", "link error LNK1181 with an input file named just .obj",
     "链接报错 输入文件是 .obj 打不开"),
    ("javac-source-option-5-removed", "maven build says java 5 source level is too old",
     "maven 编译提示 Java 5 源版本不再支持"),
    ("javac-source-option-6-removed", "new jdk refuses source and target 6, needs 7",
     "新版 JDK 不再支持 source 6 目标 6"),
]

QUERIES = [q for group, plain, zh in _PAIRS for q in _pair(group, plain, zh)]
