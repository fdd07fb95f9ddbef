"""Field set 2, daily misses: a missing file or name, bare and inside the runner that printed it.

Each group's message is copied from the public thread in `src`; only volatile parts are `<<slot>>`s. These are
the misses people hit every day (pip's missing requirements file, Node opening a config.json that is not there,
ls/chmod/rm on a path, a Go or Rust name the compiler cannot find), each bare and inside a wrapper where a thread
shows one (docker build's step lines, make's recipe failure, pm2's process prefix, Ansible's task result, Jamf's
"Script result:", the zh GitHub Actions log). Look-alikes name another missing item: requirements-dev.txt against
requirements.txt, Go's `AssetInfo` and `newApp` against `Asset`, Rust's `get_hwid` against `size_of`, chmod's
"Operation not permitted" against its "cannot access".
"""

from __future__ import annotations

from fieldspec import G, V

_REQ = "ERROR: Could not open requirements file: [Errno 2] No such file or directory: 'requirements.txt'"

GROUPS = [
    G("f2-pip-requirements-missing", "pip", "wrapper", "https://github.com/prakhar1989/docker-curriculum/issues/290", [
        "Step 4/6 : RUN pip install --no-cache-dir -r requirements.txt\n ---> Running in 581cfba96db0\n" + _REQ,
        V(_REQ, src="https://github.com/CS-4820-Library-Project/COUNTER-5-Report-Tool-2020-5.0/issues/226", tool="pip",
          cls="everyday", os="windows", shell="cmd", cmd="pip install -r requirements.txt"),
        V("(venv) D:\\MediaCrawler>pip3 install -r requirements.txt\n" + _REQ,
          src="https://github.com/NanmiCoder/MediaCrawler/issues/381", tool="pip", cls="everyday", os="windows",
          shell="cmd", cmd="pip3 install -r requirements.txt"),
        V("(mygo) m@As-MacBook-Pro ~ % pip install -r requirements.txt\n" + _REQ,
          src="https://github.com/wangwc18/mygoFlaskProject/issues/9", tool="pip", cls="everyday", os="macos", shell="zsh",
          cmd="pip install -r requirements.txt"),
        V("Could not open requirements file: [Errno 2] No such file or directory: 'requirements.txt'",
          src="https://github.com/wangshub/wechat_jump_game/issues/40", tool="pip", cls="version", os="macos",
          cmd="pip install -r requirements.txt"),
        V("Step 6/9 : RUN pip install -r requirements.txt\n ---> Running in 34df017c7b91\n"
          "Could not open requirements file: [Errno 2] No such file or directory: 'requirements.txt'\n"
          "ERROR: Service 'web' failed to build: The command '/bin/sh -c pip install -r requirements.txt' returned a "
          "non-zero code: 1", src="https://github.com/pypa/pipenv/issues/2969", tool="docker-compose", cls="wrapper",
          cmd=""),
        V("Step 4/6 : RUN pip install --no-cache-dir -r requirements.txt\n ---> Running in 5166c583c08f\n" + _REQ + "\n"
          "The command '/bin/sh -c pip install --no-cache-dir -r requirements.txt' returned a non-zero code: 1",
          src="https://github.com/prakhar1989/docker-curriculum/issues/271", cls="wrapper",
          cmd="docker build -t shubhamvitec/catnip ."),
        V("ERROR: Could not open requirements file: [Errno 2] No such file or directory: '/code/requirements.txt'\n"
          "The command '/bin/sh -c pip install --no-cache-dir -r \"$DOCKER_ROOT\"/requirements.txt' returned a non-zero "
          "code: 1", src="https://github.com/jamesoff/simplemonitor/issues/545", cls="non-file-path",
          cmd=""),
        V("ERROR: Could not open requirements file: [Errno 2] No such file or directory: '/wordlistctl/requirements.txt'",
          src="https://github.com/BlackArch/wordlistctl/issues/13", cls="non-file-path",
          cmd="docker build -t blackarch/wordlistctl:0.8.8 ."),
    ], cmd="docker build .", os=("linux",), n=14),
    G("f2-pip-requirements-dev-missing", "pip", "wrapper", "https://github.com/zauberzeug/feldfreund_devkit_ros/issues/5", [
        "------\n > [basekit  5/13] RUN pip install -r requirements-dev.txt:\n"
        "2.054 ERROR: Could not open requirements file: [Errno 2] No such file or directory: 'requirements-dev.txt'",
        V("ERROR: Could not open requirements file: [Errno 2] No such file or directory: 'requirements-dev.txt'",
          src="https://github.com/antkahn/flask-api-starter-kit/issues/12", tool="make", cls="everyday",
          cmd="make server.install", exit=2),
    ], cmd="docker-compose up --build", os=("linux",), look="f2-pip-requirements-missing", n=5),
    G("f2-node-enoent-config-json", "node", "everyday", "https://github.com/fancoder/cryptonote-universal-pool/issues/82", [
        "Error: ENOENT: no such file or directory, open 'config.json'\n/Users/****/pool/lib/logger.js:16\n"
        "var logDir = config.logging.files.directory;\n             ^",
        V("Uncaught Error Error: ENOENT: no such file or directory, open './config.json'\n"
          "    at handleErrorFromBinding (internal/fs/utils:344:5)\n    at openSync (fs:585:3)\n"
          "    at readFileSync (fs:453:35)", src="https://github.com/alexemanuelol/RustPlus-Discord-Bot/issues/11",
          tool="vscode", cls="wrapper", os="windows", shell="powershell", cmd="node .\\rustplusDiscordBot.js"),
        V("1|assistan | Error: ENOENT: no such file or directory, open 'server/configurations/config.json'\n"
          "1|assistan |     at Object.fs.openSync (fs.js:646:18)\n1|assistan |     at fs.writeFileSync (fs.js:1291:33)",
          src="https://github.com/greghesp/assistant-relay/issues/81", tool="pm2", cls="wrapper", os="linux",
          cmd=""),
        V("ENOENT: no such file or directory, open 'D:\\Nine Chronicles\\resources\\app\\config.json'",
          src="https://github.com/planetarium/9c-launcher/issues/229", tool="electron", cls="non-file-path", os="windows",
          cmd=""),
        V("Error: ENOENT: no such file or directory, open '/Users/someone/Work/blog/src/common/config/config.json'\n"
          "    at Error (native)\n    at Object.fs.openSync (fs.js:634:18)\n    at Object.fs.readFileSync (fs.js:502:33)",
          src="https://github.com/lscho/node-blog/issues/3", cls="version", os="macos", cmd=""),
        V("Error: [Config] No config.json found: ENOENT: no such file or directory, open "
          "'C:\\C:\\Users\\abc\\AppData\\Roaming\\npm\\node_modules\\smart-coding-mcp\\config.json'",
          src="https://github.com/omar-haris/smart-coding-mcp/issues/1", tool="smart-coding-mcp", cls="wrapper",
          os="windows", cmd="smart-coding-mcp"),
    ], cmd="node init.js", os=("macos", "linux"), look="f2-npm-no-package-json", n=12),
    G("f2-ls-cannot-access", "ls", "everyday", "https://github.com/garyexplains/examples/issues/25", [
        "ls: cannot access 'main': No such file or directory",
        V("ls: cannot access './*.load.st': No such file or directory", src="https://github.com/cdlm/fari.sh/issues/1",
          tool="fari.sh", cmd=""),
        V("ls can't access '/var/db/pkg/*/*': The file or directory does not exist",
          src="https://github.com/anhsirk0/fetch-master-6000/issues/12", tool="perl", cls="locale", cmd=""),
    ], cmd="ls -la main", exit=2, os=("linux",), n=10),
    G("f2-chmod-cannot-access", "chmod", "everyday", "https://github.com/loopyd/install-grass/issues/9", [
        "chmod: cannot access './install-grass.sh': No such file or directory",
        V("chmod: cannot access '/home/mejz/NekoRay/nekoray/nekoray': No such file or directory",
          src="https://github.com/ohmydevops/nekoray-installer/issues/10", tool="bash", cmd=""),
        V("chmod: cannot access 'x': No such file or directory", src="https://github.com/CCChieh/IBMYes/issues/18",
          cmd="chmod + x install.sh"),
        V("chmod: cannot access 'http://nexus-manager.sh': No such file or directory",
          src="https://github.com/qzz0518/nexus-run/issues/2", cls="non-file-path", cmd="chmod +x http://nexus-manager.sh"),
        V("chmod: cannot access ‘boot_*’: No such file or directory",
          src="https://github.com/dukaev/ipv4-ipv6-proxy/issues/32", tool="bash", cmd=""),
        V("FIXING PERMISSIONS\nchmod: cannot access ‘wesley.pl’: No such file or directory\n"
          "chmod: cannot access ‘mysqltuner.pl’: No such file or directory\n"
          "chmod: cannot access ‘n98-magerun2.phar’: No such file or directory",
          src="https://github.com/magenx/Magento-Automated-Server-Configuration-from-MagenX/issues/61", tool="bash",
          cls="multiline", cmd=""),
        V("chmod: cannot access '/var/www/radio/sources/moode/user/radio-logos': No such file or directory\n"
          "chmod: cannot access '/var/www/radio/sources/moode/user/radio-logos/thumbs': No such file or directory",
          src="https://github.com/duracell80/MoodeRadio-Get/issues/2", tool="bash", cls="multiline", cmd="./install.sh"),
        V("Script result: chmod: /var/tmp/dialogLog.YVg: No such file or directory\n"
          "chmod: /var/tmp/inventoryLog.zqd: No such file or directory",
          src="https://github.com/dan-snelson/dialog-scripts/issues/64", tool="jamf", cls="wrapper", os="macos",
          shell="zsh", cmd=""),
    ], cmd="chmod +x ./install-grass.sh", os=("linux",), n=12),
    G("f2-chmod-not-permitted", "chmod", "everyday", "https://github.com/JaKooLit/Debian-Hyprland/issues/187", [
        "chmod: changing permissions of 'install.sh': Operation not permitted",
        V("chmod: changing permissions of 'install-scripts/02-pre-cleanup.sh': Operation not permitted\n"
          "tee: Install-Logs/01-Hyprland-Install-Scripts-11-070258.log: Permission denied", cls="multiline",
          tool="bash", cmd="./install.sh"),
    ], cmd="chmod +x install.sh", os=("linux",), shells=("zsh",), look="f2-chmod-cannot-access", n=4),
    G("f2-rm-permission-denied", "rm", "everyday", "https://github.com/Consensys/quorum-examples/issues/67", [
        "[*] Cleaning up temporary data directories\nrm: cannot remove 'qdata/constellation5/payloads': Permission denied\n"
        "rm: cannot remove 'qdata/constellation7/payloads': Permission denied",
        V("rm: cannot remove ‘/home/opc/25067/27097/DOMAIN/DOMAIN.dev.conf’: Permission denied",
          src="https://github.com/stilleshan/rssforever/issues/2", tool="bash", cmd=""),
        V("Finished deleting /usr/local/chroots/raring\nrm: cannot remove ‘/usr/local/bin/startxfce4’: Permission denied",
          src="https://github.com/dnschneid/crouton/issues/539", tool="delete-chroot", cls="two-programs",
          cmd="cd /usr/local/chroots && sudo delete-chroot -y \\* && rm -rf /usr/local/bin"),
        V("[172.16.30.33pd]: Ansible FAILED! => playbook: unsafe_cleanup.yml; TASK: using rm command to clean up "
          "deploy_dir; message: {\"changed\": true, \"cmd\": \"rm -rf /data2/x/g/pd1/*\", \"delta\": \"0:00:00.130563\", "
          "\"end\": \"2018-12-12 11:17:25.835834\", \"msg\": \"non-zero return code\", \"rc\": 1, "
          "\"start\": \"2018-12-12 11:17:25.705271\", \"stderr\": \"rm: cannot remove "
          "'/data2/x/g/pd1/log/pd_172.16.30.33pd/collector/meta.json': Permission denied\\nrm: cannot remove "
          "'/data2/x/g/pd1/log/pd_172.16.30.33pd/collector/proc_stats.json': Permission denied\"",
          src="https://github.com/pingcap/tidb-ansible/issues/635", tool="ansible", cls="wrapper",
          cmd="ansible-playbook unsafe_cleanup.yml"),
        V("rm: cannot remove '/data3/x/g/kv1/log/tikv_172.16.30.33kv1/collector/meta.json': Permission denied\n"
          "rm: cannot remove '/data3/x/g/kv1/log/tikv_172.16.30.33kv1/collector/proc_stats.json': Permission denied",
          src="https://github.com/pingcap/tidb-ansible/issues/635", cls="everyday", cmd="rm -rf /data3/x/g/kv1/*"),
        V("rm: cannot remove '/home/vscode/vim-static/bin/vi': Permission denied\n"
          "rm: cannot remove '/home/vscode/vim-static/bin/ex': Permission denied",
          src="https://github.com/mikoto2000/devcontainer.vim/issues/86", tool="devcontainer.vim", cls="multiline",
          cmd=""),
        V("rm: cannot remove `/usr/local/rvm/rubies/ree-1.8.7-2011.03/lib/ruby/site_ruby/1.8/rubygems/version.rb': "
          "Permission denied", src="https://github.com/sous-chefs/rvm/issues/37", tool="rvm", cls="version",
          cmd="rvm rubygems"),
    ], cmd="./raft-init.sh", os=("linux",), n=12),
    G("f2-go-undefined-asset", "go", "everyday", "https://github.com/glauth/glauth/issues/87", [
        "# github.com/glauth/glauth\n./webapi.go:20:24: undefined: Asset\n./webapi.go:45:22: undefined: Asset",
        V("# github.com/glauth/glauth\n../../../sys/go/src/github.com/glauth/glauth/webapi.go:20:24: undefined: Asset\n"
          "../../../sys/go/src/github.com/glauth/glauth/webapi.go:45:22: undefined: Asset",
          src="https://github.com/glauth/glauth/issues/65", cmd="go get -u github.com/glauth/glauth"),
        V("# github.com/taomin597715379/redisvo\n./handler.go:34: undefined: Asset\n./handler.go:52: undefined: Asset\n"
          "./handler.go:92: undefined: Asset", src="https://github.com/taomin597715379/redisvo/issues/4", cls="version"),
        V("# github.com/jandedobbeleer/oh-my-posh3\n.\\main.go:184:15: undefined: Asset",
          src="https://github.com/JanDeDobbeleer/oh-my-posh/issues/262", os="windows", shell="powershell",
          cmd="go install"),
        V("go build -ldflags \"-X main.GitCommit=\\\"$(git describe --always)\\\"\" -o bin/gcli\n"
          "# github.com/tcnksm/gcli/skeleton\n"
          "../../gocode/src/github.com/tcnksm/gcli/skeleton/template.go:34: undefined: Asset\n"
          "Makefile:23: recipe for target 'build' failed\nmake: *** [build] Error 2",
          src="https://github.com/tcnksm/gcli/issues/57", tool="make", cls="wrapper", cmd="make build", exit=2),
        V("# github.com/gophergala2016/goad/infrastructure\n"
          "/data/dev/golang/src/github.com/gophergala2016/goad/infrastructure/infrastructure.go:46: undefined: Asset",
          src="https://github.com/goadapp/goad/issues/14", cls="version", cmd="go get github.com/goadapp/goad"),
        V("# philosopher/lib/dat\nlib/dat/dat.go:252:15: undefined: Asset\n# philosopher/lib/ext/cdhit/unix\n"
          "lib/ext/cdhit/unix/unix.go:15:13: undefined: Asset", src="https://github.com/Nesvilab/philosopher/issues/142",
          cls="multiline", shell="zsh"),
        V("# github.com/satran/edi\n./edi.go:38: undefined: Asset", src="https://github.com/satran/edi/issues/4",
          cls="version", cmd="go test"),
    ], cmd="go build", exit=1, os=("linux", "macos"), n=12),
    G("f2-go-undefined-assetinfo", "go", "everyday", "https://github.com/documize/community/issues/373", [
        "Compiling for Linux...\n# github.com/documize/community/embed\nembed/embed.go:35:71: undefined: AssetInfo",
        V("go-bindata -o cmd/xray/ui.go -pkg main ui\n# command-line-arguments\ncmd/xray/bfs.go:54: undefined: AssetDir\n"
          "cmd/xray/bfs.go:54: undefined: AssetInfo\nMakefile:35: recipe for target 'build' failed\n"
          "make: *** [build] Error 2", src="https://github.com/evilsocket/xray/issues/7", tool="make", cls="wrapper",
          cmd="make build", exit=2),
        V("./bindata_assetfs.go:9528: undefined: AssetDir\n./bindata_assetfs.go:9528: undefined: AssetInfo",
          src="https://github.com/elazarl/go-bindata-assetfs/issues/38", cls="version", cmd="go build"),
    ], cmd="./build.sh", os=("linux",), look="f2-go-undefined-asset", n=6),
    G("f2-go-undefined-newapp", "go", "everyday", "https://github.com/go-nunu/nunu/issues/6", [
        "# command-line-arguments\ncmd/server/main.go:15:23: undefined: newApp",
    ], cmd="go build cmd/server/main.go", os=("macos",), shells=("zsh",), look="f2-go-undefined-asset", n=4),
    G("f2-rust-size-of-scope", "cargo", "version", "https://github.com/rustic-rs/rustic/issues/1198", [
        "error[E0425]: cannot find function `size_of` in this scope\n"
        "  --> /git/rustic_core-1cecce812107e511633d7ed2f72d1007cdc76ef5/crates/core/src/repofile/keyfile.rs:20:9\n"
        "   |\n20 |         size_of::<T>() * 8\n   |         ^^^^^^^ not found in this scope",
        V("error[E0425]: cannot find function `size_of` in this scope\n    --> src/client/get.rs:372:41\n     |\n"
          " 372 |                 const U64_SIZE: usize = size_of::<u64>();\n"
          "     |                                         ^^^^^^^ not found in this scope",
          src="https://github.com/meew0/namida/issues/7", cmd="cargo build"),
        V("   Compiling cryptoki v0.7.0 (/home/eric/github/rust-cryptoki/cryptoki)\n"
          "error[E0425]: cannot find function `size_of` in this scope\n   --> cryptoki/src/mechanism/mod.rs:979:33\n"
          "    |\n979 |                 ulParameterLen: size_of::<CK_GCM_PARAMS>()\n"
          "    |                                 ^^^^^^^ not found in this scope",
          src="https://github.com/parallaxsecond/rust-cryptoki/issues/221", cls="multiline", cmd="cargo b"),
        V("error[E0425]: cannot find function `size_of` in this scope\n"
          "   --> C:\\Users\\template\\.cargo\\git\\checkouts\\"
          "ntcreateuserprocess_rs-6d91d82316c86477\\78d1b7b\\src\\lib.rs:129:68",
          src="https://github.com/Teach2Breach/snapinject_rs/issues/1", os="windows", shell="cmd",
          cmd="cargo build --release"),
        V("error[E0425]: cannot find function `size_of` in this scope\n   --> libsql-wal/src/shared_wal.rs:419:80",
          src="https://github.com/tursodatabase/libsql/issues/1925", cmd="cargo build"),
        V("error[E0425]: cannot find function `size_of` in this scope\n"
          "  --> /home/notdanilo/.cargo/registry/src/index.crates.io-6f17d22bba15001f/"
          "solana-compute-budget-interface-2.2.1/src/lib.rs:42:30",
          src="https://github.com/anza-xyz/solana-sdk/issues/147", cmd="cargo build"),
        V("error[E0425]: cannot find function `size_of` in this scope\n"
          "  --> nemo-physical/src/datatypes/run_length_encodable.rs:68:21",
          src="https://github.com/knowsys/nemo/pull/489", os="macos", shell="zsh", cmd="cargo build"),
    ], cmd="cargo build", exit=101, os=("linux",), n=12),
    G("f2-rust-get-hwid-scope", "cargo", "everyday", "https://github.com/manthanabc/paws/issues/18", [
        "error[E0425]: cannot find function `get_hwid` in this scope",
    ], cmd="cargo build --release", exit=101, os=("linux",), look="f2-rust-size-of-scope", n=4),
]
