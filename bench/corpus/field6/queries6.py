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
    ("ansible-module-lwe-input", "lwe workflow breaks, ansible does not know the lwe_input step",
     "ansible 报错 lwe_input 动作无法解析"),
    ("terraform-unsupported-argument-mounts", "terraform plan complains mounts is not allowed in podman_pod",
     "terraform 不接受 podman_pod 里的 mounts 参数"),
    ("terraform-unsupported-argument-vcenter-block", "terraform wants vcenter_configuration as a block not an argument",
     "terraform 提示 vcenter_configuration 应该写成块"),
    ("terraform-unsupported-argument-description", "infracost run shows terraform rejecting a description input",
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
    ("pacman-target-not-found-atom-editor-git", "apacman cannot install atom-editor-git though packer can",
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

_PAIRS += [
    ("dash-syntax-error-paren-unexpected", "running my script with sh on ubuntu chokes on an open parenthesis",
     "用 sh 运行脚本 括号处语法错误 换成 bash 就好"),
    ("dash-illegal-option-pipefail", "install script under sh rejects set -o pipefail",
     "sh 不支持 set -o pipefail 选项"),
    ("zsh-parse-error-near-newline", "zsh complains about a newline when I paste a command with angle brackets",
     "zsh 粘贴命令后报换行符附近解析错误"),
    ("zsh-parse-error-near-paren", "my zshrc has a syntax problem at a closing bracket",
     "zshrc 里右括号附近解析出错"),
    ("zsh-parse-error-near-then", "oh-my-zsh misc.zsh fails to parse the then keyword on old zsh",
     "旧版 zsh 加载 oh-my-zsh 时 then 附近解析失败"),
    ("powershell-rm-rf-parameter", "rm -rf does not work in windows powershell",
     "PowerShell 里不能用 rm -rf 删除文件夹"),
    ("powershell-parameter-force-not-found", "Remove-AdfObject passes -Force but the function has no such parameter",
     "PowerShell 函数没有 Force 这个参数 部署失败"),
    ("powershell-parameter-exclude-not-found", "Get-RSUserProfile does not accept -Exclude",
     "Get-RSUserProfile 不支持 Exclude 参数"),
    ("windows-invalid-name-errno-123", "windows refuses a file name with a colon or tab in it, error 123",
     "Windows 文件名里有非法字符 创建目录失败"),
    ("sudo-unable-to-stat-sudoers", "sudo broke, it cannot read /etc/sudoers at all",
     "sudo 读取 /etc/sudoers 权限被拒绝 无法使用"),
    ("sudo-effective-uid-not-0", "sudo inside termux ubuntu says uid is not zero, nosuid mount",
     "termux 里的 ubuntu 用 sudo 报有效用户 ID 不是 0"),
]

_PAIRS += [
    ('adb-install-failed-update-incompatible', 'reinstalling my android app over adb fails because the signing key changed',
     'adb 安装 apk 失败 签名和已安装的版本不一致'),
    ('adb-install-failed-version-downgrade', 'adb will not put an older version of the app on the phone',
     'adb 安装旧版本 apk 被拒绝 不允许降级'),
    ('playwright-chromium-executable-missing', 'playwright cannot launch chromium, browser binary was never downloaded',
     'Playwright 启动 Chromium 失败 浏览器可执行文件不存在'),
    ('playwright-webkit-executable-missing', 'webkit browser for playwright is missing on the mac CI runner',
     'Playwright 的 WebKit 浏览器没有下载'),
    ('snap-not-found', 'snap install ubuntu-image says there is no such snap',
     'snap 安装 ubuntu-image 提示找不到这个包'),
]

_PAIRS += [
    ('aws-expired-token', 'my aws session credentials ran out mid-deploy',
     'AWS 临时凭证过期 调用接口失败'),
    ('aws-invalid-security-token', 'amazon api rejects the security token as not valid',
     '亚马逊接口说安全令牌无效'),
    ('aws-web-identity-token-expired', 'assume role with web identity fails, the token is past its expiry time',
     'AssumeRoleWithWebIdentity 令牌已过期'),
    ('composer-ext-gd-missing', 'composer install stops because php gd is not enabled',
     'composer 安装依赖 缺少 PHP gd 扩展'),
    ('composer-ext-intl-missing', 'composer wants the php intl extension which I do not have',
     'composer 提示没有安装 intl 扩展'),
]

_PAIRS += [
    ('rustup-toolchain-nightly-missing', 'adding rust-src for nightly fails because nightly rust was never installed',
     'rustup 提示 nightly 工具链没有安装'),
    ('rustup-toolchain-beta-missing', 'cargo +beta fails in CI, the beta channel is not there',
     'cargo 使用 beta 工具链 提示未安装'),
    ('rustup-toolchain-dated-nightly-missing', 'docker build needs the pinned 2024-12-26 nightly rustup never installed',
     '固定日期的 nightly 工具链没装 docker 构建失败'),
    ('go-no-main-module', 'go build refuses to build because the project has no go.mod',
     'go build 找不到主模块 没有 go.mod'),
    ('opencv-libgthread-missing', 'import cv2 dies looking for the glib thread shared library',
     '导入 cv2 时缺少 libgthread 共享库'),
]

_PAIRS += [
    ('windows-file-in-use-winerror-32', 'python on windows cannot move or delete a file another program still has open',
     '文件被别的程序占用 Python 无法删除或移动'),
    ('windows-not-valid-win32-winerror-193', 'loading a linux .so from python on windows fails, not a win32 program',
     'Windows 上 Python 加载 .so 库报不是有效的 32 位程序'),
    ('conda-not-on-path', 'powershell does not know the conda command after installing anaconda',
     'PowerShell 里 conda 命令不能识别'),
]

_PAIRS += [
    ('pytest-fixture-mocker-missing', 'pytest cannot find the mocker fixture, pytest-mock not installed',
     'pytest 找不到 mocker 夹具'),
    ('pytest-fixture-benchmark-missing', 'benchmark tests error at setup because the benchmark fixture does not exist',
     'pytest 基准测试缺少 benchmark fixture'),
    ('mypy-stubs-requests-missing', 'mypy wants type stubs for the requests library',
     'mypy 提示 requests 库没有类型存根'),
    ('mypy-stubs-yaml-missing', 'mypy complains yaml has no stubs, install types-PyYAML?',
     'mypy 报 yaml 缺少类型存根'),
    ('mypy-stubs-requests-urllib3-submodule', 'mypy cannot type requests.packages.urllib3 even with types-requests',
     'mypy 对 requests 里的 urllib3 子模块报缺少存根'),
]

_PAIRS += [
    ('node-gyp-python-not-found', 'npm install of a native module fails because node-gyp has no python to run',
     'npm 安装原生模块 node-gyp 找不到 Python'),
    ('helm-release-name-in-use', 'helm install says the release name is taken though helm list is empty',
     'helm 安装提示发布名称仍被占用'),
    ('helm-upgrade-name-in-use-masked-template', 'helm 2 upgrade says the name is in use but really the chart template is broken',
     'helm 升级失败 名称被占用 其实是模板有错'),
]

_PAIRS += [
    ('windows-port-in-use-10048', 'on windows the server cannot bind because something already listens on that port',
     'Windows 上服务启动失败 端口已经被别的程序用了'),
    ('windows-socket-access-forbidden-10013', 'windows forbids my python server from binding the socket, access permissions',
     'Windows 绑定端口时权限不允许访问套接字'),
    ('requests-client-ports-exhausted-10048', 'scraper requests fail to open new connections on windows, socket address reused',
     '爬虫在 Windows 上频繁请求后连不上 本地端口耗尽'),
    ('git-refusing-unrelated-histories', 'git pull will not merge two branches that share no history',
     'git 拉取时拒绝合并没有共同历史的分支'),
]

_PAIRS += [
    ('gradle-compile-configuration-removed', 'old build.gradle uses compile for dependencies and gradle 7 rejects it',
     'Gradle 7 不再支持 compile 依赖写法'),
    ('gradle-flavor-compile-configuration', 'android plugin 3 does not accept the flavourDebugCompile dependency configuration',
     '安卓 Gradle 插件不认识某个渠道的 DebugCompile 方法'),
    ('cmake-pkgconfig-not-found', 'cmake configure fails because pkg-config executable is missing',
     'CMake 找不到 pkg-config 程序'),
]

_PAIRS += [
    ('cmd-make-not-recognized', 'windows command prompt has no make program',
     'Windows 命令行没有 make 命令'),
    ('cmd-dot-slash-not-recognized', 'typing ./make.sh in the windows command prompt fails on the dot',
     '在 cmd 里运行 ./make.sh 提示点号不是命令'),
    ('cmd-batch-file-misparsed-fragments', 'my .bat prints garbage words as unknown commands, probably wrong encoding',
     'bat 脚本运行时一堆乱码片段被当成命令 编码不对'),
    ('gradle-groovy-class-major-65', 'old gradle cannot read java 21 class files when compiling the build script',
     '旧版 Gradle 不支持 JDK 21 的类文件版本 65'),
    ('gradle-groovy-class-major-61', 'gradle build script compile breaks on java 17, class version 61',
     'Gradle 在 JDK 17 上报类文件版本 61 不支持'),
]

_PAIRS += [
    ('git-lfs-not-on-path', 'pushing fails because the repo uses large file storage but git-lfs is not installed',
     '仓库用了 Git LFS 但是没装 git-lfs 推送失败'),
    ('systemd-unit-nginx-not-found', 'systemctl says there is no nginx service on this server',
     'systemctl 找不到 nginx 服务单元'),
    ('systemd-nginx-exec-binary-missing', 'nginx service fails at start because the nginx program file is missing, status 203',
     'nginx 服务启动时找不到可执行文件 203 EXEC'),
    ('systemd-nginx-unit-bad-message', 'systemd refuses my hand written nginx.service file as a bad message',
     '自己写的 nginx.service 文件格式错误 systemd 无法加载'),
]

_PAIRS += [
    ('apt-dpkg-frontend-lock-held', 'apt cannot install anything because another apt or unattended upgrade holds the lock',
     'apt 安装时 dpkg 前端锁被另一个进程占着'),
    ('ffmpeg-unknown-encoder-x265-name', 'ffmpeg-kit rejects x265 as the codec name, should it be libx265',
     'ffmpeg-kit 不认识 x265 这个编码器名字'),
    ('gradle-gc-overhead-limit', 'the gradlew client process runs out of memory spending all its time in garbage collection',
     'gradlew 进程内存不足 垃圾回收开销超限'),
]

_PAIRS += [
    ('fish-unsupported-use-of-equals', 'fish shell rejects VAR=value assignment from a bash tutorial',
     'fish 里不能用等号给变量赋值 要用 set'),
]

QUERIES = [q for group, plain, zh in _PAIRS for q in _pair(group, plain, zh)]
