"""Field set 21, part b: Go module proxy timeouts, Docker Desktop's engine pipe, Rust's MSVC linker,
polkit and systemctl, MSYS2 and Arch pacman (file conflicts, signatures, the database lock), uv on Windows."""

from fieldspec import G, Q, V

WIN = ("windows",)

_EHOLE = ("go: github.com/xuri/excelize/v2@v2.8.0: Get \"https://proxy.golang.org/github.com/xuri/excelize/v2/@v/v2.8.0.mod\": "
          "dial tcp 172.217.163.49:443: connectex: 由于连接方在一段时间后没有正确答复或连接的主机没有反应，连接尝试失败。")
_PIPE = ("error during connect: Get http://%2F%2F.%2Fpipe%2Fdocker_engine/v1.40/containers/json: open //./pipe/docker_engine: The system cannot find the file specified. "
         "In the default daemon configuration on Windows, the docker client must be run elevated to connect. This error may also indicate that the docker daemon is not running.")
_LINK_ZH = ("error: linker `link.exe` not found\n  |\n  = note: 系统找不到指定的文件。 (os error 2)\n\n"
            "note: the msvc targets depend on the msvc linker but `link.exe` was not found\n\n"
            "note: please ensure that VS 2013, VS 2015, VS 2017 or VS 2019 was installed with the Visual C++ option\n\n"
            "error: aborting due to previous error\n\nerror: could not compile `log`.")
_MINGW_ZH = ("错误：无法提交处理 (有冲突的文件)\nmingw-w64-x86_64-libiconv: 文件系统中已存在 /mingw64\nmingw-w64-x86_64-gmp: 文件系统中已存在 /mingw64\n"
             "mingw-w64-x86_64-libwinpthread-git: 文件系统中已存在 /mingw64\nmingw-w64-x86_64-gcc-libgfortran: 文件系统中已存在 /mingw64\n"
             "mingw-w64-x86_64-gcc-libs: 文件系统中已存在 /mingw64\nmingw-w64-x86_64-bzip2: 文件系统中已存在 /mingw64\nmingw-w64-x86_64-zlib: 文件系统中已存在 /mingw64")
_TRUST_ZH = ("debug: signature is valid\ndebug: signature is unknown trust\n"
             "错误：zsh-completions-git: signature from \"lilac (build machine)\" is unknown trust\n"
             ":: 文件 /var/cache/pacman/pkg/zsh-completions-git-0.11.0.18.ge5112fa-1-any.pkg.tar.xz 已损坏 (无效或已损坏的软件包 (PGP 签名)).")
_MARGINAL_ZH = ("(1/1) 正在检查密钥环里的密钥\n(1/1) 正在检查软件包完整性\n"
                "错误：archlinuxcn-keyring: 来自 \"Jiachen YANG (Arch Linux Packager Signing Key)\" 的签名是勉强信任的\n"
                ":: 文件 /var/cache/pacman/pkg/archlinuxcn-keyring-20230923-1-any.pkg.tar.zst 已损坏 (无效或已损坏的软件包 (PGP 签名)).")
_INVALID_ZH = ("错误：treesheets-git: 来自 \"lilac (build machine)\" 的签名无效\n"
               ":: 文件 /var/cache/pacman/pkg/treesheets-git-r271.b737e40-1-x86_64.pkg.tar.xz 已损坏 (无效或已损坏的软件包 (PGP 签名)).\n"
               "打算删除吗？ [Y/n] n\n错误：无法提交处理 (无效或已损坏的软件包)")
_UV_ZH = ("  x Failed to query python interpreter `<<home>>\\AppData\\Local\\Programs\\Python\\Python312\\python.exe`\n"
          "  `-> 拒绝访问。 (os error 5)")

GROUPS = [
    G("f21-go-proxy-timeout", "go", "locale", "https://github.com/EdgeSecurityTeam/EHole/issues/36", [
        V(_EHOLE, locale="zh", shell="cmd", cmd="go build   main.go"),
        V(_EHOLE + "\ngo: downloading github.com/gookit/color v1.4.2\ngo: downloading github.com/spf13/viper v1.8.1\n" + _EHOLE,
          locale="zh", shell="cmd", cls="multiline", cmd="go build   main.go"),
        V("pkg\\util\\dat2img\\wxgf.go:12:2: github.com/Eyevinn/mp4ff@v0.49.0: Get \"https://proxy.golang.org/github.com/%21eyevinn/mp4ff/@v/v0.49.0.zip\": "
          "dial tcp 142.250.198.81:443: connectex: A connection attempt failed because the connected party did not properly respond after a period of time, "
          "or established connection failed because connected host has failed to respond.",
          src="https://github.com/afumu/wetrace/issues/14", locale="en", cls="non-file-path", cmd="go build ./..."),
        V("go: github.com/gofrs/uuid@v4.2.0+incompatible: Get \"https://proxy.golang.org/github.com/gofrs/uuid/@v/v4.2.0+incompatible.mod\": "
          "dial tcp 108.177.97.141:443: connectex: A connection attempt failed because the connected party did not properly respond after a period of time, "
          "or established connection failed because connected host has failed to respond.\ngo: downloading github.com/gorilla/mux v1.8.0",
          src="https://github.com/giongto35/cloud-morph/issues/90", locale="en", shell="powershell", cls="multiline", cmd="go run server.go"),
        V("go: github.com/pkg/browser@v0.0.0-20180916011732-0a3d74bf9ce4: Get \"https://proxy.golang.org/github.com/pkg/browser/@v/v0.0.0-20180916011732-0a3d74bf9ce4.mod\": "
          "dial tcp 216.58.199.17:443: connectex: A connection attempt failed because the connected party did not properly respond after a period of time, "
          "or established connection failed because connected host has failed to respond.",
          src="https://github.com/unlock-music/simple-server/issues/1", locale="en", shell="powershell", cls="everyday", cmd="go generate"),
        V("server.go:14:2: github.com/99designs/gqlgen@v0.17.55: Get \"https://proxy.golang.org/github.com/99designs/gqlgen/@v/v0.17.55.mod\": "
          "dial tcp 142.251.215.241:443: connectex: A connection attempt failed because the connected party did not properly respond after a period of time, "
          "or established connection failed because connected host has failed to respond.",
          src="https://github.com/clidey/whodb/issues/235", locale="en", cls="everyday", cmd="go run server.go"),
        V("<<root>>\\3rd\\spalib\\go.mod:13: require golang.zx2c4.com/wireguard: version \"master\" invalid: Get https://proxy.golang.org/golang.zx2c4.com/wireguard/@v/master.info: "
          "dial tcp 172.217.27.145:443: connectex: A connection attempt failed because the connected party did not properly respond after a period of time, "
          "or established connection failed because connected host has failed to respond.",
          src="https://github.com/goproxy/goproxy.cn/issues/57", locale="en", tool="jenkins", cls="wrapper", cmd="go mod download"),
        V(_EHOLE, locale="zh", shell="powershell", cmd="go mod tidy", cls="everyday"),
        V(_EHOLE, locale="zh", shell="cmd", cmd="go get github.com/xuri/excelize/v2", cls="everyday"),
        V("go: downloading github.com/PuerkitoBio/goquery v1.7.1\n" + _EHOLE, locale="zh", shell="powershell", cmd="go mod download", cls="multiline"),
        V(_EHOLE, locale="zh", shell="cmd", cmd="go build -o ehole.exe main.go"),
    ], os=WIN, look="f21-goproxy-cn-timeout", n=20),

    G("f21-goproxy-cn-timeout", "go", "non-file-path", "https://github.com/goproxy/goproxy.cn/issues/129", [
        "go get: module github.com/gin-gonic/gin: Get \"https://goproxy.cn/github.com/gin-gonic/gin/@v/list\": dial tcp 163.181.42.206:443: connectex: "
        "A connection attempt failed because the connected party did not properly respond after a period of time, or established connection failed because connected host has failed to respond.",
        V("main.go:3:8: no required module provides package github.com/gin-gonic/gin; to add it:\n        go get github.com/gin-gonic/gin\n\n"
          "<<home>>\\go\\Gin>go get github.com/gin-gonic/gin\n"
          "go get: module github.com/gin-gonic/gin: Get \"https://goproxy.cn/github.com/gin-gonic/gin/@v/list\": dial tcp 163.181.42.206:443: connectex: "
          "A connection attempt failed because the connected party did not properly respond after a period of time, or established connection failed because connected host has failed to respond.",
          src="https://github.com/goproxy/goproxy/issues/29", cls="multiline"),
    ], cmd="go get github.com/gin-gonic/gin", os=WIN, shells=("cmd",), look="f21-go-proxy-timeout", n=5),

    G("f21-docker-desktop-not-running", "docker", "version", "https://github.com/docker/for-win/issues/5170", [
        _PIPE,
        V("error during connect: Get \"http://%2F%2F.%2Fpipe%2FdockerDesktopLinuxEngine/v1.51/containers/json\": open //./pipe/dockerDesktopLinuxEngine: The system cannot find the file specified.",
          src="https://github.com/docker/for-win/issues/14975", cmd="docker ps"),
        V("docker: error during connect: Post http://%2F%2F.%2Fpipe%2Fdocker_engine/v1.40/containers/create: open //./pipe/docker_engine: The system cannot find the file specified. "
          "In the default daemon configuration on Windows, the docker client must be run elevated to connect. This error may also indicate that the docker daemon is not running.",
          src="https://github.com/docker/for-win/issues/9095", cls="everyday", cmd="docker run -dp 80:80 docker/getting-started"),
        V("error during connect: Get http://%2F%2F.%2Fpipe%2Fdocker_engine/v1.37/images/json: open //./pipe/docker_engine: The system cannot find the file specified. "
          "In the default daemon configuration on Windows, the docker client must be run elevated to connect. This error may also indicate that the docker daemon is not running.",
          src="https://github.com/docker/for-win/issues/2417", cmd="docker images"),
        V("error during connect: Get http://%2F%2F.%2Fpipe%2Fdocker_engine/v1.39/version: open //./pipe/docker_engine: The system cannot find the file specified. "
          "In the default daemon configuration on Windows, the docker client must be run elevated to connect. This error may also indicate that the docker daemon is not running.",
          src="https://github.com/docker/for-win/issues/3541", cmd="docker version"),
        V("An error occurred trying to connect: Get http://%2F%2F.%2Fpipe%2Fdocker_engine/v1.24/version: open //./pipe/docker_engin\ne: The system cannot find the file specified.",
          src="https://github.com/docker-archive-public/docker.community/issues/62", cls="version", cmd="docker version"),
        V(" Version:           28.5.1\n API version:       1.51\n OS/Arch:           windows/amd64\n Context:           desktop-linux\n"
          "error during connect: Get \"http://%2F%2F.%2Fpipe%2FdockerDesktopLinuxEngine/v1.51/version\": open //./pipe/dockerDesktopLinuxEngine: The system cannot find the file specified.",
          src="https://github.com/docker/for-win/issues/14975", cls="multiline", cmd="docker version"),
        V("docker: error during connect: Post http://%2F%2F.%2Fpipe%2Fdocker_engine/v1.40/containers/create: open //./pipe/docker_engine: The system cannot find the file specified. "
          "In the default daemon configuration on Windows, the docker client must be run elevated to connect. This error may also indicate that the docker daemon is not running.",
          src="https://github.com/docker-archive/toolbox/issues/853", tool="docker-toolbox", cls="wrapper", cmd="docker run hello-world"),
    ], cmd="docker ps -a", os=WIN, look="f21-docker-engine-linux-pipe", n=8),

    G("f21-docker-engine-linux-pipe", "docker", "everyday", "https://github.com/docker/for-win/issues/9023", [
        "Error response from daemon: open \\\\.\\pipe\\docker_engine_linux: The system cannot find the file specified.",
        V("docker: Error response from daemon: open \\\\.\\pipe\\docker_engine_linux: The system cannot find the file specified.\nSee 'docker run --help'.",
          src="https://github.com/docker/for-win/issues/7545", cmd="docker run hello-world", cls="multiline"),
        V("ERROR: open \\\\.\\pipe\\docker_engine_linux: The system cannot find the file specified.",
          src="https://github.com/docker/for-win/issues/7967", tool="docker-compose", cls="two-programs", cmd="docker-compose up -d"),
    ], cmd="docker run -dp 80:80 docker/getting-started", os=WIN, look="f21-docker-desktop-not-running", n=5),

    G("f21-rust-link-exe-missing", "cargo", "locale", "https://github.com/Y2Z/monolith/issues/79", [
        V(_LINK_ZH, locale="zh", cls="multiline"),
        V("error: linker `link.exe` not found\n  |\n  = note: 系统找不到指定的文件。 (os error 2)", locale="zh"),
        V("error: linker `link.exe` not found\n  |\n  = note: The system cannot find the file specified. (os error 2)\n\n"
          "note: the msvc targets depend on the msvc linker but `link.exe` was not found\n\n"
          "note: please ensure that VS 2013 or VS 2015 was installed with the Visual C++ option\n\nerror: aborting due to previous error",
          src="https://github.com/rust-lang/rust/issues/53330", tool="rustc", cls="version", cmd="rustc main.rs"),
        V("error: linker `link.exe` not found\n  |\n  = note: program not found\n\n"
          "note: the msvc targets depend on the msvc linker but `link.exe` was not found\n\n"
          "note: please ensure that Visual Studio 2017 or later, or Build Tools for Visual Studio were installed with the Visual C++ option.\n\n"
          "note: VS Code is a different product, and is not sufficient.\n\n"
          "error: could not compile `quote` (build script) due to 1 previous error",
          src="https://github.com/AlexsJones/llmfit/issues/54", cls="version", cmd="cargo install llmfit"),
        V("   Compiling winapi v0.3.9\n   Compiling proc-macro2 v1.0.32\n   Compiling syn v1.0.82\n   Compiling memchr v2.4.1\nerror: linker `link.exe` not found",
          src="https://github.com/Equim-chan/mjai-reviewer/issues/57", cls="everyday", cmd="cargo build --release"),
        V("在cargo build --release 过程中 出现 error: linker `link.exe` not found",
          src="https://github.com/ghtz08/kugou-kgm-decoder/issues/1", locale="zh", cls="wrapper"),
        V(_LINK_ZH, locale="zh", shell="powershell", cls="multiline", cmd="cargo install monolith"),
    ], cmd="cargo build --release", os=WIN, look="f21-rust-link-exe-1120", n=14),

    G("f21-rust-link-exe-1120", "rustc", "multiline", "https://github.com/rust-lang/rust/issues/114700", [
        "error: linking with `link.exe` failed: exit code: 1120\n  |\n"
        "  = note: \"link.exe\" \"/NOLOGO\" \"<<home>>\\\\AppData\\\\Local\\\\Temp\\\\rustcPq6XJx\\\\symbols.o\" \"main.main.afd9d8e556232a7-cgu.0.rcgu.o\" "
        "\"/LIBPATH:<<home>>\\\\.rustup\\\\toolchains\\\\stable-aarch64-pc-windows-msvc\\\\lib\\\\rustlib\\\\aarch64-pc-windows-msvc\\\\lib\"",
    ], cmd="rustc .\\main.rs", os=WIN, shells=("cmd",), look="f21-rust-link-exe-missing", n=4),

    G("f21-polkit-manage-units", "systemctl", "multiline", "https://github.com/spiritLHLS/Oracle-server-keep-alive-script/issues/8", [
        "==== AUTHENTICATING FOR org.freedesktop.systemd1.manage-units ===\nAuthentication is required to start 'cpu-limit.service'.\n"
        "Authenticating as: Ubuntu (<<user>>)\nPassword:\npolkit-agent-helper-1: pam_authenticate failed: Authentication failure\n==== AUTHENTICATION FAILED ===",
        V("== AUTHENTICATING FOR org.freedesktop.systemd1.manage-unit-files ===\nAuthentication is required to manage system service or unit files.\n"
          "Authenticating as: Ubuntu (<<user>>)\nPassword:\nFailed to enable unit: Connection timed out\npolkit-agent-helper-1: pam_authenticate failed: Authentication failure",
          cmd="systemctl enable cpu-limit.service"),
        V("==== AUTHENTICATING FOR org.freedesktop.systemd1.manage-units ===\nAuthentication is required to restart 'emacs.service'.\nAuthenticating as: <<user>>",
          src="https://github.com/bloodymage/ansible-collection-autonomy/issues/53", tool="ansible", cls="wrapper", cmd="ansible-playbook site.yml"),
        V("==== AUTHENTICATING FOR org.freedesktop.systemd1.reload-daemon ===\nAuthentication is required to reload the systemd state.\nAuthenticating as: <<user>>\nPassword:",
          src="https://github.com/nvbn/thefuck/pull/282", cmd="systemctl daemon-reload", cls="everyday"),
    ], cmd="systemctl start cpu-limit.service", os=("linux",), look="f21-systemctl-interactive-auth", n=6),

    G("f21-systemctl-interactive-auth", "systemctl", "everyday", "https://github.com/colonelpanic8/rofi-systemd/issues/8", [
        "Running systemctl stop 'redshift.service'\nFailed to stop redshift.service: Interactive authentication required.\n"
        "See system logs and 'systemctl status redshift.service' for details.",
        V("Failed to start <<proj>>.service: Interactive authentication required.\nSee system logs and 'systemctl status <<proj>>.service' for details.",
          cmd="systemctl start <<proj>>.service"),
        V("Interactive authentication required.", src="https://github.com/coreos/go-systemd/issues/425", tool="go-systemd",
          cls="two-programs", cmd="./<<proj>>-agent"),
    ], cmd="rofi-systemd", os=("linux",), look="f21-polkit-manage-units", n=5),

    G("f21-pacman-conflicting-files", "pacman", "multiline", "https://github.com/msys2/MSYS2-packages/issues/5544", [
        "(1/1) checking for file conflicts                                        [#######################################] 100%\n"
        "error: failed to commit transaction (conflicting files)\npacman: /etc/makepkg.conf.d/fortran.conf exists in filesystem\n"
        "pacman: /etc/makepkg.conf.d/rust.conf exists in filesystem\npacman: /etc/makepkg_mingw.d/clang64.conf exists in filesystem",
        V("error: failed to commit transaction (conflicting files)\nmingw-w64-clang-x86_64-crt-git: /clang64/lib/libssp.a exists in filesystem (owned by mingw-w64-clang-x86_64-libssp)\n"
          "mingw-w64-clang-x86_64-crt-git: /clang64/lib/libssp_nonshared.a exists in filesystem (owned by mingw-w64-clang-x86_64-libssp)\nErrors occurred, no packages were upgraded.",
          src="https://github.com/msys2/MINGW-packages/issues/13534", cmd="pacman -Syuu"),
        V("(1/1) checking for file conflicts                   [#####################] 100%\nerror: failed to commit transaction (conflicting files)\n"
          "coreutils: /usr/bin/base32.exe exists in filesystem\ncoreutils: /usr/share/man/man1/base32.1.gz exists in filesystem\nErrors occurred, no packages were upgraded.",
          src="https://github.com/msys2/MSYS2-packages/issues/509"),
        V("error: failed to commit transaction (conflicting files)\ncrypt: /usr/share/doc/MSYS/crypt.README exists in filesystem\nError occured, no packages were upgraded.",
          src="https://github.com/msys2/MSYS2-packages/issues/113", cls="version"),
        V("(8/8) checking for file conflicts                     [#####################] 100%\nerror: failed to commit transaction (conflicting files)\n"
          "mingw-w64-x86_64-nodejs: /mingw64/lib/node_modules/npm/node_modules/lru-cache/index.mjs exists in filesystem",
          src="https://github.com/msys2/MINGW-packages/issues/17463", cls="non-file-path"),
    ], cmd="pacman -Syu", os=WIN, shells=("bash",), look="f21-pacman-dir-exists", n=7),

    G("f21-pacman-dir-exists", "pacman", "locale", "https://github.com/Alexpux/Cygwin/issues/19", [
        V(_MINGW_ZH, locale="zh", cls="multiline"),
        V("错误：无法提交处理 (有冲突的文件)\nmingw-w64-x86_64-libiconv: 文件系统中已存在 /mingw64\nmingw-w64-x86_64-gmp: 文件系统中已存在 /mingw64", locale="zh"),
        V("error: failed to commit transaction (conflicting files)\n  filesystem: /clang64 exists in filesystem\n  filesystem: /mingw32 exists in filesystem\n"
          "  filesystem: /mingw64 exists in filesystem\n  filesystem: /ucrt64 exists in filesystem",
          src="https://github.com/msys2/MSYS2-packages/issues/2502", cls="multiline"),
        V("mingw-w64-x86_64-zlib: 文件系统中已存在 /mingw64", locale="zh", cls="everyday", cmd="pacman -S mingw-w64-x86_64-zlib"),
        V(" error: failed to commit transaction (conflicting files)\n  filesystem: /clang64 exists in filesystem\n  filesystem: /ucrt64 exists in filesystem",
          src="https://github.com/msys2/msys2-pacman/issues/17", cls="version", cmd="pacman -U filesystem-2021.05-1-x86_64.pkg.tar.zst"),
    ], cmd="pacman -S mingw-w64-x86_64-toolchain", os=WIN, shells=("bash", "cmd"), look="f21-pacman-conflicting-files", n=19),

    G("f21-pacman-unknown-trust", "pacman", "multiline", "https://github.com/dmarkey/galileo-resurrection/issues/4", [
        "(1/1) checking keys in keyring                                        [######################################] 100%\n"
        "(1/1) checking package integrity                                      [######################################] 100%\n"
        "error: htop: signature from \"Andreas Baumann (sign)\" is unknown trust\n"
        ":: File /var/cache/pacman/pkg/htop-3.2.1-1.0-i486.pkg.tar.zst is corrupted (invalid or corrupted package (PGP signature)).\n"
        "Do you want to delete it? [Y/n] \nerror: failed to commit transaction (invalid or corrupted package (PGP signature))\nErrors occurred, no packages were upgraded.",
        V(_TRUST_ZH, src="https://github.com/archlinuxcn/repo/issues/26", locale="zh", cls="locale", cmd="pacman -S zsh-completions-git"),
        V("error: glibc: signature from \"Frederik Schwan\" is unknown trust\n"
          ":: File /var/cache/pacman/pkg/glibc-2.36-6-x86_64.pkg.tar.zst is corrupted (invalid or corrupted package (PGP signature)).\n"
          "error: failed to commit transaction (invalid or corrupted package)\nDo you want to delete it? [Y/n] ",
          src="https://github.com/heyhusen/archlinux-package-action/issues/32", tool="github-actions", cls="wrapper"),
        V("Error: errands: signature from \"Antonio Rojas\" is unknown trust\nFailed to commit transaction:\ninvalid or corrupted package (PGP signature):",
          src="https://github.com/mrvladus/Errands/issues/395", tool="pamac", cls="two-programs", cmd="pamac install errands"),
        V("error: libpsl: signature from \"Levente Polyak (anthraxx)\" is unknown trust\n"
          ":: File /mnt//var/cache/pacman/pkg/libpsl-0.21.5-2-x86_64.pkg.tar.zst is corrupted (invalid or corrupted package (PGP signature)).\n"
          "Do you want to delete it? [Y/n] \nerror: failed to commit transaction (invalid or corrupted package)\nErrors occurred, no packages were upgraded.\n"
          "==> ERROR: Failed to install packages to new root",
          src="https://github.com/archlinux/archinstall/issues/4063", tool="archinstall", cls="wrapper", cmd="archinstall"),
        V("错误：zsh-completions-git: signature from \"lilac (build machine)\" is unknown trust",
          src="https://github.com/archlinuxcn/repo/issues/26", locale="zh", cls="locale", cmd="pacman -Syu"),
        V("error: hblock: signature from \"Nico Jensch (Chaotic-AUR)\" is unknown trust\n"
          ":: File /var/cache/pacman/pkg/hblock-3.2.3-1-any.pkg.tar.zst is corrupted (invalid or corrupted package (PGP signature)).",
          src="https://github.com/chaotic-aur/packages/issues/1040", cls="everyday", cmd="pacman -S hblock"),
        V("(1/1) checking keys in keyring                     [######################] 100%\ndownloading required keys...\n"
          ":: Import PGP key 2048D/A47D45A1, \"Alexey Pavlov (Alexpux)\", created: 2013-11-10? [Y/n] y\n"
          "error: mingw-w64-x86_64-libpng: signature from \"Alexey Pavlov (Alexpux)\" is unknown trust\n"
          ":: File /var/cache/pacman/pkg/mingw-w64-x86_64-libpng-1.6.12-1-any.pkg.tar.xz is corrupted (invalid or corrupted package (PGP signature)).",
          src="https://github.com/msys2/MINGW-packages/issues/240", os="windows", cls="non-file-path", cmd="pacman -Syu"),
        V("error: libclastfm: signature from \"Thorsten Töpper\" is unknown trust\n"
          ":: File /var/cache/pacman/pkg/libclastfm-0.5-2-x86_64.pkg.tar.xz is corrupted (invalid or corrupted package (PGP signature)).\nDo you want to delete it? [Y/n] ",
          src="https://github.com/pragha-music-player/pragha/issues/95", cmd="sudo pacman -S pragha"),
    ], cmd="pacman -S htop", os=("linux",), look="f21-pacman-marginal-trust", n=11),

    G("f21-pacman-marginal-trust", "pacman", "locale", "https://github.com/archlinuxcn/repo/issues/3564", [
        V(_MARGINAL_ZH, locale="zh", cls="multiline"),
        V("错误：archlinuxcn-keyring: 来自 \"Jiachen YANG (Arch Linux Packager Signing Key)\" 的签名是勉强信任的", locale="zh"),
        V("Sync Explicit (1): archlinuxcn-keyring-20230923-1\n正在解析依赖关系...\n正在查找软件包冲突...\n:: 进行安装吗？ [Y/n] y\n:: 正在获取软件包......\n" + _MARGINAL_ZH,
          locale="zh", tool="yay", cls="wrapper", cmd="yay -S archlinuxcn-keyring"),
    ], cmd="sudo pacman -S archlinuxcn-keyring", os=("linux",), shells=("bash", "zsh", "fish"), look="f21-pacman-unknown-trust", n=16),

    G("f21-pacman-invalid-signature", "pacman", "locale", "https://github.com/archlinuxcn/repo/issues/1419", [
        V(_INVALID_ZH, locale="zh", cls="multiline"),
        V("错误：treesheets-git: 来自 \"lilac (build machine)\" 的签名无效", locale="zh"),
    ], cmd="sudo pacman -Syu", os=("linux",), shells=("zsh", "bash", "fish"), look="f21-pacman-unknown-trust", n=14),

    G("f21-pacman-key-unknown", "pacman", "multiline", "https://github.com/archlinuxcn/repo/issues/1394", [
        "error: numix-icon-theme-git: key \"C43456D7EC807C8A76E1EFCB33815FD3662DD76D\" is unknow\n"
        ":: File /var/cache/pacman/pkg/numix-icon-theme-git-1:0.r1987.cfef86f11-1-any.pkg.tar.xz is corrupted (invalid or corrupted package (PGP signature)).\n"
        "error: failed to commit transaction (invalid or corrupted package (PGP signature))\nErrors occurred, no packages were upgraded.",
        V("error: pkgbuilder: signature from \"Chris Warrick\" is unknown trust\n"
          "error: failed to update pkgbuilder (invalid or corrupted database (PGP signature))",
          src="https://github.com/Kwpolska/pkgbuilder/issues/58", cls="version", cmd="pacman -Syyu"),
    ], cmd="sudo pacman -Syu", os=("linux",), look="f21-pacman-unknown-trust", n=5),

    G("f21-pacman-db-lock", "pacman", "multiline", "https://github.com/actionless/pikaur/issues/335", [
        ":: Synchronising package databases...\nerror: failed to update core (unable to lock database)\nerror: failed to update extra (unable to lock database)\n"
        "error: failed to update community (unable to lock database)\nerror: failed to synchronize all databases\n"
        "Command 'sudo pacman --color=always --sync --refresh' failed to execute.",
        V("$ pacman -Syuu\n:: Synchronizing package databases...\nerror: failed to synchronize all databases (unable to lock database)",
          src="https://github.com/giuspen/cherrytree/issues/2284", os="windows", shell="bash", cls="version", cmd="pacman -Syuu"),
        V("error: failed to init transaction (unable to lock database)\nerror: could not lock database: File exists\n"
          "  if you're sure a package manager is not already\n  running, you can remove /var/lib/pacman/db.lck",
          src="https://github.com/aurutils/aurutils/issues/188", tool="aurutils", cls="wrapper", cmd="aurbuild -cd aurutils-test -a argfile"),
        V("Synchronizing package databases...\nerror: failed to update core (unable to lock database)\nerror: failed to update extra (unable to lock database)\n"
          "error: failed to update aur (unable to lock database)\nerror: failed to synchronize all databases",
          src="https://github.com/SDRausty/TermuxArch/issues/82", cls="everyday"),
        V(":: Synchronising package databases...\nerror: failed to synchronize all databases (unable to lock database)\nTraceback (most recent call last):\n"
          "  File \"LogosLinuxInstaller.py\", line 324, in <module>\nsubprocess.CalledProcessError: Command 'sudo pacman -Syu --overwrite * --noconfirm --needed patch cabextract' returned non-zero exit status 1.",
          src="https://github.com/FaithLife-Community/OuDedetai/issues/76", tool="python", cls="wrapper", cmd="./LogosLinuxInstaller"),
        V("Pacman is currently in use, please wait", src="https://github.com/Morganamilo/paru/issues/1323", tool="paru", cls="two-programs", cmd="paru -Syu"),
    ], cmd="pikaur -Syu", os=("linux",), n=7),

    G("f21-uv-venv-in-use", "uv", "multiline", "https://github.com/astral-sh/uv/issues/1327", [
        "Using Python 3.12.2 interpreter at <<home>>\\AppData\\Local\\Programs\\Python\\Python312\\python.exe\nCreating virtualenv at: .venv\nuv::venv::creation\n\n"
        "  × Failed to create virtualenv\n  ├─▶ failed to remove directory `.venv`\n  ╰─▶ Access is denied. (os error 5)",
    ], cmd="uv venv", os=WIN, look="f21-uv-query-interpreter-denied", n=4),

    G("f21-uv-query-interpreter-denied", "uv", "locale", "https://github.com/astral-sh/uv/issues/2355", [
        V(_UV_ZH, locale="zh"),
        V("x Failed to query python interpreter `<<home>>\\AppData\\Local\\Programs\\Python\\Python312\\python.exe`", locale="en", cls="everyday"),
    ], cmd="uv venv", os=WIN, shells=("powershell",), look="f21-uv-venv-in-use", n=9),
    G("f21-pacman-thirdparty-keyring-trust", "yay", "locale", "https://github.com/BioArchLinux/Packages/issues/46", [
        V("警告：bioarchlinux-keyring-20220422-2 已经为最新 -- 重新安装\n正在解析依赖关系...\n正在查找软件包冲突...\n\n软件包 (1) bioarchlinux-keyring-20220422-2\n\n"
          ":: 进行安装吗？ [Y/n] \n(1/1) 正在检查密钥环里的密钥\n(1/1) 正在检查软件包完整性\n"
          "错误：bioarchlinux-keyring: 来自 \"Guoyi Zhang\" 的签名是未知信任的\n"
          ":: 文件 /var/cache/pacman/pkg/bioarchlinux-keyring-20220422-2-any.pkg.tar.zst 已损坏 (无效或已损坏的软件包 (PGP 签名)).\n打算删除吗？ [Y/n] ", locale="zh", cls="multiline"),
        V("错误：bioarchlinux-keyring: 来自 \"Guoyi Zhang\" 的签名是未知信任的\n"
          ":: 文件 /var/cache/pacman/pkg/bioarchlinux-keyring-20220422-2-any.pkg.tar.zst 已损坏 (无效或已损坏的软件包 (PGP 签名)).", locale="zh", tool="pacman",
          cmd="sudo pacman -S bioarchlinux-keyring"),
        V("错误：bioarchlinux-keyring: 来自 \"Guoyi Zhang\" 的签名是未知信任的", locale="zh", cls="everyday"),
    ], cmd="yay -S bioarchlinux-keyring", os=("linux",), shells=("zsh", "bash"), look="f21-pacman-marginal-trust", n=13),
]

QUERIES = [
    Q("third party repo keyring signature unknown trust cannot install keyring", "f21-pacman-thirdparty-keyring-trust", "plain"),
    Q("安装第三方仓库 keyring 签名是未知信任的", "f21-pacman-thirdparty-keyring-trust", "zh"),
    Q("go mod download times out connecting to proxy.golang.org from China", "f21-go-proxy-timeout", "plain"),
    Q("go build 下载依赖 proxy.golang.org 连接超时 要设置 GOPROXY", "f21-go-proxy-timeout", "zh"),
    Q("go get times out even with GOPROXY set to goproxy.cn", "f21-goproxy-cn-timeout", "plain"),
    Q("已经设置 goproxy.cn 还是 go get 超时", "f21-goproxy-cn-timeout", "zh"),
    Q("docker cli on windows cannot find pipe docker_engine daemon not running", "f21-docker-desktop-not-running", "plain"),
    Q("windows 上 docker 命令报 找不到 docker_engine 管道 守护进程没启动", "f21-docker-desktop-not-running", "zh"),
    Q("docker error response from daemon docker_engine_linux pipe not found", "f21-docker-engine-linux-pipe", "plain"),
    Q("docker 报 docker_engine_linux 管道找不到 Linux 引擎起不来", "f21-docker-engine-linux-pipe", "zh"),
    Q("cargo build on windows linker link.exe not found need visual c++ build tools", "f21-rust-link-exe-missing", "plain"),
    Q("rust windows 编译 找不到 link.exe 链接器", "f21-rust-link-exe-missing", "zh"),
    Q("rustc linking with link.exe failed exit code 1120 on arm64 windows", "f21-rust-link-exe-1120", "plain"),
    Q("rust 在 ARM64 Windows 上 link.exe 退出码 1120", "f21-rust-link-exe-1120", "zh"),
    Q("systemctl asks authentication for manage-units as non root user", "f21-polkit-manage-units", "plain"),
    Q("非 root 用户 systemctl 启动服务 提示需要认证 polkit", "f21-polkit-manage-units", "zh"),
    Q("systemctl stop user service interactive authentication required", "f21-systemctl-interactive-auth", "plain"),
    Q("systemctl 停止用户服务 报 Interactive authentication required", "f21-systemctl-interactive-auth", "zh"),
    Q("msys2 pacman failed to commit transaction conflicting files exists in filesystem", "f21-pacman-conflicting-files", "plain"),
    Q("msys2 更新 pacman 文件冲突 文件已存在", "f21-pacman-conflicting-files", "zh"),
    Q("msys2 pacman says /mingw64 exists in filesystem when installing mingw packages", "f21-pacman-dir-exists", "plain"),
    Q("msys2 安装 mingw64 包 提示 文件系统中已存在 /mingw64", "f21-pacman-dir-exists", "zh"),
    Q("pacman signature is unknown trust package corrupted", "f21-pacman-unknown-trust", "plain"),
    Q("pacman 安装 签名未知信任 软件包已损坏", "f21-pacman-unknown-trust", "zh"),
    Q("archlinuxcn-keyring signature marginal trust pacman", "f21-pacman-marginal-trust", "plain"),
    Q("archlinuxcn-keyring 签名是勉强信任的", "f21-pacman-marginal-trust", "zh"),
    Q("archlinuxcn package signature invalid pacman refuses", "f21-pacman-invalid-signature", "plain"),
    Q("pacman 提示 来自 lilac 的签名无效", "f21-pacman-invalid-signature", "zh"),
    Q("pacman key is unknown invalid or corrupted package pgp", "f21-pacman-key-unknown", "plain"),
    Q("pacman 密钥未知 PGP 签名 无法提交", "f21-pacman-key-unknown", "zh"),
    Q("pacman unable to lock database db.lck", "f21-pacman-db-lock", "plain"),
    Q("pacman 无法锁定数据库 要删 db.lck", "f21-pacman-db-lock", "zh"),
    Q("uv venv fails to remove .venv access is denied on windows", "f21-uv-venv-in-use", "plain"),
    Q("uv venv 删除 .venv 失败 拒绝访问", "f21-uv-venv-in-use", "zh"),
    Q("uv failed to query python interpreter access denied", "f21-uv-query-interpreter-denied", "plain"),
    Q("uv 查询 python 解释器失败 拒绝访问 os error 5", "f21-uv-query-interpreter-denied", "zh"),
]
