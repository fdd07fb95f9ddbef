"""Field set 17, part b: conda against mirrors, CMake's generators and compilers, javac's GBK encoding under
Gradle, PostgreSQL's password failures (psql in English and Chinese, the server's log), systemd and nginx."""

from fieldspec import G, Q, V

_TUNA_MSYS2 = """Collecting package metadata (current_repodata.json): failed

CondaHTTPError: HTTP 000 CONNECTION FAILED for url <https://mirrors.tuna.tsinghua.edu.cn/anaconda/cloud/msys2/linux-64/current_repodata.json>
Elapsed: -

An HTTP error occurred when trying to retrieve this URL.
HTTP errors are often intermittent, and a simple retry will get you on your way.
'https://mirrors.tuna.tsinghua.edu.cn/anaconda/cloud/msys2/linux-64'"""

_ANACONDA_BLOCKED = """Collecting package metadata (current_repodata.json): failed

CondaHTTPError: HTTP 000 CONNECTION FAILED for url <https://repo.anaconda.com/pkgs/main/win-64/current_repodata.json>
Elapsed: -

An HTTP error occurred when trying to retrieve this URL.
HTTP errors are often intermittent, and a simple retry will get you on your way.

If your current network has https://www.anaconda.com blocked, please file
a support request with your network engineering team.

'https://repo.anaconda.com/pkgs/main/win-64'"""

_VS_NO_INSTANCE = """CMake Error at CMakeLists.txt:2 (project):
  Generator

    Visual Studio 17 2022

  could not find any instance of Visual Studio.
"""

_VS_SPECIFIED = """CMake 路径：D:\\vcpkg\\downloads\\tools\\cmake-3.15.4-win64-x64\\cmake-3.15.4-win64-x64\\bin\\cmake.exe
正在使用 CMake 生成构建目录……
CMake Error at CMakeLists.txt:2 (project):
  Generator

    Visual Studio 15 2017

  could not find specified instance of Visual Studio:

    D:/Microsoft Visual Studio/2017/Community

-- Configuring incomplete, errors occurred!
See also "E:/<<proj>>/build/Release/CMakeFiles/CMakeOutput.log"."""

_NO_CXX_LINUX = """-- The C compiler identification is GNU 9.3.0
-- The CXX compiler identification is unknown
-- The ASM compiler identification is GNU
-- Found assembler: /usr/bin/cc
-- Check for working C compiler: /usr/bin/cc
-- Check for working C compiler: /usr/bin/cc -- works
-- Detecting C compiler ABI info
-- Detecting C compiler ABI info - done
-- Detecting C compile features
-- Detecting C compile features - done
CMake Error at CMakeLists.txt:4 (project):
  No CMAKE_CXX_COMPILER could be found.

  Tell CMake where to find the compiler by setting either the environment
  variable "CXX" or the CMake cache entry CMAKE_CXX_COMPILER to the full path
  to the compiler, or to the compiler name if it is in the PATH.


-- Configuring incomplete, errors occurred!
See also "<<root>>/build/CMakeFiles/CMakeOutput.log".
See also "<<root>>/build/CMakeFiles/CMakeError.log"."""

_NO_COMPILERS_WIN = """The C compiler identification is unknown
The CXX compiler identification is unknown
CMake Error at CMakeLists.txt:2 (project):
  No CMAKE_C_COMPILER could be found.

CMake Error at CMakeLists.txt:2 (project):
  No CMAKE_CXX_COMPILER could be found.  """

_GBK_COMPILE = """Task :compileJava
<<root>>\\src\\main\\java\\run\\halo\\starter\\StarterPlugin.java:24: 错误: 编码 GBK 的不可映射字符 (0x81)
System.out.println("鎻掍欢鍚姩鎴愬姛锛?");
^
<<root>>\\src\\main\\java\\run\\halo\\starter\\StarterPlugin.java:29: 错误: 编码 GBK 的不可映射字符 (0x81)
System.out.println("鎻掍欢鍋滄锛?");"""

_CP1252_COMPILE = """> Task :compileJava
<<root>>\\src\\main\\java\\replicate\\net\\requestwaitinglist\\RequestWaitingList.java:31: error: unmappable character (0x90) for encoding windows-1252
 *       ΓöîΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓö?  ΓöîΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓö?  ΓöîΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓöÇΓö?"""

_GBK_JAVADOC = """> Task :sylph-controller:javadoc FAILED
<<root>>\\sylph-controller\\src\\main\\java\\ideal\\sylph\\controller\\utils\\JsonFormatUtil.java:37: 错误: 编码GBK的不可映射字符
     * 鏍煎紡鍖?
           ^
1 个错误

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':sylph-controller:javadoc'.
> Javadoc generation failed. Generated Javadoc options file (useful for troubleshooting): '<<root>>\\sylph-controller\\build\\tmp\\javadoc\\javadoc.options'"""

_PG_MISMATCH = """<<date>> <<time>>.<<line>> UTC [<<n2>>] FATAL:  password authentication failed for user "postgres"
<<date>> <<time>>.<<line>> UTC [<<n2>>] DETAIL:  Password does not match for user "postgres".
        Connection matched pg_hba.conf line 95: "host all all all md5\""""

_PG_BITNAMI = """<<date>> <<time>>.<<line>> GMT [<<n2>>] FATAL:  password authentication failed for user "postgres"
<<date>> <<time>>.<<line>> GMT [<<n2>>] DETAIL:  Connection matched file "/opt/bitnami/postgresql/conf/pg_hba.conf" line 1: "host     all             all             0.0.0.0/0               md5\""""

_PG_ROLE = """postgres_1  | <<date>> <<time>>.<<line>> UTC [<<n2>>] FATAL:  password authentication failed for user "user"
postgres_1  | <<date>> <<time>>.<<line>> UTC [<<n2>>] DETAIL:  Role "user" does not exist.
postgres_1  |   Connection matched pg_hba.conf line 99: "host all all all md5\""""

_NGINX_LISTEN = """Job for nginx.service failed because the control process exited with error code.
See "systemctl status nginx.service" and "journalctl -xe" for details.

 nginx.service - A high performance web server and a reverse proxy server
   Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
   Active: failed (Result: exit-code) since Fri <<date>> <<time>> CET; 1min 13s ago
     Docs: man:nginx(8)
  Process: <<pid>> ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=1/FAILURE)

Jan 08 <<time>> raspberrypi systemd[1]: Starting A high performance web server and a reverse proxy server...
Jan 08 <<time>> raspberrypi nginx[<<pid>>]: nginx: [emerg] "listen" directive is not allowed here in /etc/nginx/sites-enabled/baikal-nginx.site:1
Jan 08 <<time>> raspberrypi nginx[<<pid>>]: nginx: configuration file /etc/nginx/nginx.conf test failed
Jan 08 <<time>> raspberrypi systemd[1]: nginx.service: Control process exited, code=exited, status=1/FAILURE
Jan 08 <<time>> raspberrypi systemd[1]: nginx.service: Failed with result 'exit-code'.
Jan 08 <<time>> raspberrypi systemd[1]: Failed to start A high performance web server and a reverse proxy server"""

_NGINX_SYSCTL = """* nginx.service - nginx-nDeploy - high performance web server
   Loaded: loaded (/usr/lib/systemd/system/nginx.service; disabled; vendor preset: disabled)
   Active: failed (Result: exit-code) since Fri <<date>> <<time>> -03; 8s ago
     Docs: http://nginx.org/en/docs/
  Process: <<pid>> ExecStartPre=/usr/sbin/sysctl -w net.core.netdev_max_backlog=16384 (code=exited, status=255)
  Process: <<pid>> ExecStartPre=/usr/sbin/sysctl -w net.core.somaxconn=16384 (code=exited, status=0/SUCCESS)

Jun 16 <<time>> network1 systemd[1]: Starting nginx-nDeploy - high performa.....
Jun 16 <<time>> network1 sysctl[<<pid>>]: net.core.somaxconn = 16384
Jun 16 <<time>> network1 sysctl[<<pid>>]: sysctl: permission denied on key 'ne...g'
Jun 16 <<time>> network1 systemd[1]: nginx.service: control process exited,...55
Jun 16 <<time>> network1 systemd[1]: Failed to start nginx-nDeploy - high p...r.
Jun 16 <<time>> network1 systemd[1]: Unit nginx.service entered failed state.
Jun 16 <<time>> network1 systemd[1]: nginx.service failed.
Hint: Some lines were ellipsized, use -l to show in full."""

_NGINX_ANSIBLE = """TASK [prep_nextcloud : start nginx] ******************************************************************************************************************
Saturday 27 April 2019  <<time>> +0200 (0:00:00.061)       0:04:16.829 ********
fatal: [localhost]: FAILED! => {"changed": false, "msg": "Unable to start service nginx: Job for nginx.service failed because the control process exited with error code.\\nSee \\"systemctl status nginx.service\\" and \\"journalctl -xe\\" for details.\\n"}"""

_NGINX_ANSIBLE_JOURNAL = """Apr 27 <<time>> hostname systemd[1]: Starting A high performance web server and a reverse proxy server...
-- Subject: Unit nginx.service has begun start-up
-- Defined-By: systemd
-- Support: http://www.ubuntu.com/support
--
-- Unit nginx.service has begun starting up.
Apr 27 <<time>> hostname nginx[<<pid>>]: nginx: [emerg] invalid number of arguments in "set_real_ip_from" directive in /etc/nginx/nginx.conf:17
Apr 27 <<time>> hostname nginx[<<pid>>]: nginx: configuration file /etc/nginx/nginx.conf test failed
Apr 27 <<time>> hostname systemd[1]: nginx.service: Control process exited, code=exited status=1
Apr 27 <<time>> hostname systemd[1]: nginx.service: Failed with result 'exit-code'."""

GROUPS = [
    G("f17-conda-http000-tuna-mirror", "conda", "non-file-path", "https://github.com/tuna/issues/issues/1444", [
        V(_TUNA_MSYS2, os="linux", cmd="conda create -n <<proj>> python=3.8.12"),
        V("CondaHTTPError: HTTP 000 CONNECTION FAILED for url "
          "<https://mirrors.tuna.tsinghua.edu.cn/anaconda/pkgs/free/win-64/current_repodata.json>", os="windows",
          src="https://github.com/tuna/issues/issues/1954"),
    ], cmd="conda create -n <<proj>> python=3.8", os=("linux", "windows")),
    G("f17-conda-http000-anaconda-blocked", "conda", "non-file-path", "https://github.com/conda/conda/issues/10367", [
        V(_ANACONDA_BLOCKED, cmd="conda create -n myenv python=3.3 anaconda"),
        V(_ANACONDA_BLOCKED, src="https://github.com/conda/conda/issues/10366", cmd="conda update -c defaults python"),
    ], cmd="conda create -n myenv python=3.3 anaconda", os=("windows",), look="f17-conda-http000-tuna-mirror"),
    G("f17-cmake-vs-generator-no-instance", "cmake", "multiline", "https://github.com/pyomeca/ezc3d/issues/301",
      [_VS_NO_INSTANCE], cmd='cmake -G "Visual Studio 17 2022" ..', os=("windows",)),
    G("f17-cmake-vs-specified-instance", "cmake", "wrapper", "https://github.com/kyubotics/coolq-cpp-sdk/issues/12",
      [_VS_SPECIFIED], cmd="powershell -NoProfile -File '<<root>>/scripts/generate.ps1' Release", os=("windows",),
      locale="zh", shells=("powershell",), n=8, look="f17-cmake-vs-generator-no-instance"),
    G("f17-cmake-no-cxx-compiler-linux", "cmake", "multiline", "https://github.com/Samsung/rlottie/issues/502",
      [_NO_CXX_LINUX], cmd="cmake ..", os=("linux",)),
    G("f17-cmake-windows-no-compilers", "cmake", "multiline", "https://github.com/google/draco/issues/88", [
        _NO_COMPILERS_WIN,
        V("CMake Error at CMakeLists.txt:2 (project):\n  No CMAKE_C_COMPILER could be found.\n\nCMake Error at "
          "CMakeLists.txt:2 (project):\n  No CMAKE_CXX_COMPILER could be found.",
          src="https://github.com/Phylliida/orbslam-windows/issues/10"),
    ], cmd="cmake ..", os=("windows",), look="f17-cmake-no-cxx-compiler-linux"),
    G("f17-javac-unmappable-compilejava", "gradle", "locale", "https://github.com/halo-dev/plugin-starter/issues/19", [
        V(_GBK_COMPILE, locale="zh"),
        V(_CP1252_COMPILE, locale="en", src="https://github.com/unmeshjoshi/replicate/pull/5", cls="everyday"),
    ], cmd="./gradlew build", os=("windows",), n=9),
    G("f17-javadoc-gbk-unmappable", "gradle", "locale", "https://github.com/harbby/sylph/pull/68", [_GBK_JAVADOC],
      cmd="gradlew clean assemble", os=("windows",), locale="zh", n=8, look="f17-javac-unmappable-compilejava"),
    G("f17-psql-password-auth-failed", "psql", "version", "https://github.com/banbox/banbot/issues/88", [
        V('psql: 错误: 连接到"localhost" (::1)上的服务器，端口5432失败：致命错误:  用户 "postgres" Password 认证失败',
          locale="zh", os="windows", cls="locale"),
        V('psql: error: connection to server at "localhost" (::1), port 5432 failed: FATAL: password authentication '
          'failed for user "testuser"', src="https://github.com/sejaljain-27/repo/issues/27", os="linux",
          cmd="psql -h localhost -U testuser -d mydb"),
        V('psql: error: FATAL:  password authentication failed for user "postgres"',
          src="https://github.com/MIT-LCP/mimic-code/issues/1060", os="linux"),
        V('psql: FATAL:  password authentication failed for user "root"\nFATAL:  password authentication failed for '
          'user "root"', src="https://github.com/HazyResearch/deepdive/issues/681"),
        V(_PG_MISMATCH, src="https://github.com/docker-library/postgres/issues/679", tool="postgres",
          cmd="docker run --rm --name postgres -p 5432:5432 postgres", cls="two-programs"),
        V(_PG_BITNAMI, src="https://github.com/absmach/supermq-devops/issues/129", tool="postgres", cmd="kubectl logs <<pod>>",
          cls="two-programs"),
    ], cmd="psql -h localhost -U postgres", os=("linux", "macos", "windows"), exit=2, n=10),
    G("f17-pg-log-role-missing", "postgres", "wrapper", "https://github.com/thedevs-network/kutt/issues/722", [_PG_ROLE],
      cmd="docker compose up", exit=None, look="f17-psql-password-auth-failed"),
    G("f17-systemd-nginx-listen-not-allowed", "systemctl", "multiline", "https://github.com/JsBergbau/BaikalAnleitung/issues/6",
      [_NGINX_LISTEN], cmd="sudo systemctl restart nginx", os=("linux",)),
    G("f17-systemd-nginx-sysctl-denied", "systemctl", "multiline", "https://github.com/AnoopAlias/AUTOM8N/issues/227",
      [_NGINX_SYSCTL], cmd="systemctl status nginx.service", os=("linux",), exit=3,
      look="f17-systemd-nginx-listen-not-allowed"),
    G("f17-ansible-nginx-set-real-ip", "ansible-playbook", "wrapper", "https://github.com/ReinerNippes/nextcloud/issues/32", [
        _NGINX_ANSIBLE, V(_NGINX_ANSIBLE_JOURNAL, tool="journalctl", cmd="journalctl -xe", exit=0, cls="two-programs"),
    ], cmd="ansible-playbook nextcloud.yml", os=("linux",), exit=2, look="f17-systemd-nginx-listen-not-allowed"),
]

QUERIES = [
    Q("conda create HTTP 000 connection failed tsinghua mirror msys2 channel", "f17-conda-http000-tuna-mirror", "plain"),
    Q("conda 清华镜像 创建环境 HTTP 000 连接失败", "f17-conda-http000-tuna-mirror", "zh"),
    Q("conda HTTP 000 repo.anaconda.com blocked network engineering team", "f17-conda-http000-anaconda-blocked", "plain"),
    Q("conda 连不上 repo.anaconda.com 提示网络屏蔽了 anaconda", "f17-conda-http000-anaconda-blocked", "zh"),
    Q("cmake generator Visual Studio 17 2022 could not find any instance", "f17-cmake-vs-generator-no-instance", "plain"),
    Q("cmake 找不到任何 Visual Studio 实例 生成器 2022", "f17-cmake-vs-generator-no-instance", "zh"),
    Q("cmake could not find specified instance of Visual Studio 2017 custom install path", "f17-cmake-vs-specified-instance", "plain"),
    Q("cmake 找不到指定的 Visual Studio 实例 D 盘安装路径", "f17-cmake-vs-specified-instance", "zh"),
    Q("cmake wsl CXX compiler identification is unknown no CMAKE_CXX_COMPILER", "f17-cmake-no-cxx-compiler-linux", "plain"),
    Q("WSL 下 cmake 找不到 C++ 编译器 没装 g++", "f17-cmake-no-cxx-compiler-linux", "zh"),
    Q("cmake gui windows no CMAKE_C_COMPILER and no CMAKE_CXX_COMPILER with visual studio installed", "f17-cmake-windows-no-compilers", "plain"),
    Q("windows 上 cmake 找不到 C 和 C++ 编译器 装了 VS 还是报错", "f17-cmake-windows-no-compilers", "zh"),
    Q("gradle compileJava unmappable character for encoding GBK chinese strings", "f17-javac-unmappable-compilejava", "plain"),
    Q("gradle 编译 编码GBK的不可映射字符 中文注释", "f17-javac-unmappable-compilejava", "zh"),
    Q("gradle javadoc task fails unmappable character GBK chinese comment", "f17-javadoc-gbk-unmappable", "plain"),
    Q("gradle javadoc 生成失败 编码GBK的不可映射字符", "f17-javadoc-gbk-unmappable", "zh"),
    Q("psql password authentication failed for user postgres localhost 5432", "f17-psql-password-auth-failed", "plain"),
    Q("psql 用户 postgres Password 认证失败 怎么办", "f17-psql-password-auth-failed", "zh"),
    Q("postgres docker log password authentication failed role does not exist", "f17-pg-log-role-missing", "plain"),
    Q("postgres 容器日志 Role 不存在 密码认证失败", "f17-pg-log-role-missing", "zh"),
    Q("nginx.service failed listen directive is not allowed here sites-enabled", "f17-systemd-nginx-listen-not-allowed", "plain"),
    Q("nginx 启动失败 listen 指令不允许出现在这里", "f17-systemd-nginx-listen-not-allowed", "zh"),
    Q("nginx service ExecStartPre sysctl permission denied status 255", "f17-systemd-nginx-sysctl-denied", "plain"),
    Q("nginx 服务 ExecStartPre sysctl 权限被拒绝 启动失败", "f17-systemd-nginx-sysctl-denied", "zh"),
    Q("ansible unable to start service nginx set_real_ip_from invalid number of arguments", "f17-ansible-nginx-set-real-ip", "plain"),
    Q("ansible 启动 nginx 失败 set_real_ip_from 参数个数不对", "f17-ansible-nginx-set-real-ip", "zh"),
]
