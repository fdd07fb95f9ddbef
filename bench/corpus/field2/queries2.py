"""Lookup queries for field set 2: each in plain words or in Chinese, labelled with the group it must find first.

A query with `src` repeats the title or question of that public thread.
"""

from __future__ import annotations

from fieldspec import Q

_P, _Z = "plain", "zh"

QUERIES = [
    Q("terraform command not found after install", "f2-terraform-not-found", _P, "https://github.com/jdx/mise/issues/973"),
    Q("找不到 terraform 命令", "f2-terraform-not-found", _Z),
    Q("pnpm is not recognized in powershell", "f2-pnpm-not-found", _P),
    Q("powershell 无法识别 pnpm 命令", "f2-pnpm-not-found", _Z),
    Q("yarn is not recognized as an internal or external command on windows", "f2-yarn-not-found", _P),
    Q("yarn 不是内部或外部命令", "f2-yarn-not-found", _Z, "https://github.com/gamunu/vscode-yarn/issues/2"),
    Q("yarn-update not recognized after installing it", "f2-yarn-update-not-found", _P),
    Q("yarn-update 命令无法识别", "f2-yarn-update-not-found", _Z),
    Q("fish shell says unknown command node", "f2-fish-node-not-found", _P),
    Q("fish 里找不到 node 命令", "f2-fish-node-not-found", _Z),
    Q("fish unknown command nvm in the prompt", "f2-fish-nvm-not-found", _P),
    Q("fish 提示 nvm 未知命令", "f2-fish-nvm-not-found", _Z),
    Q("pip install fails no space left on device", "f2-pip-no-space", _P),
    Q("pip 安装时磁盘空间不足", "f2-pip-no-space", _Z, "https://github.com/ZTE-AICloud/Co-Sight/issues/20"),
    Q("npm install ENOSPC disk is full", "f2-npm-no-space", _P),
    Q("npm 安装 磁盘已满 ENOSPC", "f2-npm-no-space", _Z),
    Q("is the docker daemon running cannot connect", "f2-docker-daemon-down", _P),
    Q("无法连接 docker 守护进程", "f2-docker-daemon-down", _Z),
    Q("powershell running scripts is disabled on this system", "f2-ps-execution-policy", _P),
    Q("PowerShell 因为在此系统上禁止运行脚本", "f2-ps-execution-policy", _Z, "https://github.com/Gaoyifei1011/GetStoreApp/issues/9"),
    Q("permission denied when running my shell script", "f2-script-not-executable", _P),
    Q("运行 sh 脚本 权限不够", "f2-script-not-executable", _Z),
    Q("ssh connect to host github.com port 22 connection refused", "f2-ssh-port22-refused", _P,
      "https://github.com/swcarpentry/git-novice/issues/864"),
    Q("git pull 22 端口 拒绝连接", "f2-ssh-port22-refused", _Z, "https://github.com/BeyondDimension/SteamTools/issues/3151"),
    Q("node server port already in use", "f2-node-eaddrinuse", _P),
    Q("node 启动报错 端口被占用", "f2-node-eaddrinuse", _Z),
    Q("python server address already in use errno 98", "f2-python-eaddrinuse", _P),
    Q("python 地址已被使用 端口被占用", "f2-python-eaddrinuse", _Z, "https://github.com/SJTU-IPADS/OS-Course-Lab/issues/99"),
    Q("git says not a git repository", "f2-git-not-a-repo", _P),
    Q("git 提示不是 git 仓库", "f2-git-not-a-repo", _Z),
    Q("git push rejected because my branch is behind the remote", "f2-git-push-behind", _P),
    Q("git push 被拒绝 分支落后于远程", "f2-git-push-behind", _Z),
    Q("import cv2 fails libGL.so.1 missing", "f2-libgl-missing", _P),
    Q("导入 cv2 报错 找不到 libGL.so.1", "f2-libgl-missing", _Z),
    Q("rust cannot resolve get_info undeclared module", "f2-rust-undeclared-get-info", _P),
    Q("rust 编译 找不到 get_info 模块", "f2-rust-undeclared-get-info", _Z),
    Q("wait-timeout imp undeclared when building for wasm", "f2-rust-undeclared-imp", _P),
    Q("rust 编译 wasm 报错 未声明的模块 imp", "f2-rust-undeclared-imp", _Z),
    Q("build script cannot find autocxx_build crate", "f2-rust-undeclared-autocxx-build", _P),
    Q("build.rs 找不到 autocxx_build crate", "f2-rust-undeclared-autocxx-build", _Z),
    Q("go build cannot find main module", "f2-go-no-main-module", _P),
    Q("go build 找不到主模块 需要 go mod init", "f2-go-no-main-module", _Z),
    Q("compile error openssl ssl.h header missing", "f2-c-header-openssl-ssl", _P),
    Q("编译 找不到 openssl/ssl.h 头文件", "f2-c-header-openssl-ssl", _Z),
    Q("stdio.h no such file when cross compiling", "f2-c-header-stdio", _P),
    Q("交叉编译 找不到 stdio.h", "f2-c-header-stdio", _Z),
    Q("psql cannot connect to postgres connection refused", "f2-postgres-refused", _P),
    Q("连接 postgres 数据库被拒绝 5432", "f2-postgres-refused", _Z),
    Q("cd says no such file or directory", "f2-cd-missing-dir", _P),
    Q("cd 进入目录 没有那个文件或目录", "f2-cd-missing-dir", _Z),
    Q("cat cannot open file that does not exist", "f2-cat-missing-file", _P),
    Q("cat 打开文件 没有那个文件或目录", "f2-cat-missing-file", _Z),
]
