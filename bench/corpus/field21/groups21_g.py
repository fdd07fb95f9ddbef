"""Field set 21, part g: pacman dependency breaks and dead mirrors, Mix's Elixir requirement, nginx hash
buckets, Chocolatey without elevation, the Vercel CLI login, masked systemd units, and a few siblings of
groups in earlier parts (Firebase, SAM, yarn berry, GitHub Actions in VS Code)."""

from fieldspec import G, Q, V

_BREAK_ZH = ("错误：无法准备事务处理 (无法满足依赖关系)\n:: 安装 libvpx (1.11.0-1) 破坏依赖 'libvpx.so=6-64' （ffmpeg3.4 需要）\n"
             ":: 安装 x264 (3:0.163.r3060.5db6aa6-1) 破坏依赖 'libx264.so=161-64' （ffmpeg3.4 需要）\n -> 安装软件库软件包时出错")
_MIX = "** (Mix) You're trying to run :{app} on Elixir v{have} but it has declared in its mix.exs file it supports only Elixir {want}"
_HASH = "nginx: [emerg] could not build {the}server_names_hash, you should increase server_names_hash_bucket_size: {n}"
_CHOCO = ("Chocolatey detected you are not running from an elevated command shell\n (cmd/powershell). You may experience errors - many functions/packages\n"
          " require admin rights. Only advanced users should run choco w/out an\n elevated shell. When you open the command shell, you should ensure\n"
          " that you do so with \"Run as Administrator\" selected.")

GROUPS = [
    G("f21-pacman-breaks-dependency", "pacman", "locale", "https://github.com/archlinuxcn/repo/issues/2512", [
        V(_BREAK_ZH, locale="zh", tool="yay", cls="multiline", cmd="yay -Syyu"),
        V("错误：无法准备事务处理 (无法满足依赖关系)\n:: 安装 libvpx (1.11.0-1) 破坏依赖 'libvpx.so=6-64' （ffmpeg3.4 需要）", locale="zh"),
        V("error: failed to prepare transaction \n(could not satisfy dependencies)\n:: installing libgit2 (1:1.7.0-3) breaks dependency 'libgit2.so=1.6-64' required by gitui-git",
          src="https://github.com/gitui-org/gitui/issues/1775", locale="en", cls="everyday"),
        V("error: failed to prepare transaction (could not satisfy dependencies)\n:: installing icu (69.1-1) breaks dependency 'libicuuc.so=68-64' required by brltty\n"
          ":: installing icu (69.1-1) breaks dependency 'libicuuc.so=68-64' required by postfix\n"
          ":: installing protobuf (3.16.0-1) breaks dependency 'protobuf=3.12.4' required by python-protobuf",
          src="https://github.com/BlackArch/blackarch/issues/3103", locale="en", cls="multiline", cmd="pacman -S gnome"),
        V("aur is up to date\n:: Starting full system upgrade...\nresolving dependencies...\nlooking for conflicting packages...\n"
          "error: failed to prepare transaction (could not satisfy dependencies)\n:: installing libffi (3.4.2-4) breaks dependency 'libffi.so=7-64' required by glib2",
          src="https://github.com/SDRausty/termux-arch/issues/5", locale="en", tool="termux", cls="wrapper"),
        V(":: 安装 x264 (3:0.163.r3060.5db6aa6-1) 破坏依赖 'libx264.so=161-64' （ffmpeg3.4 需要）\n -> 安装软件库软件包时出错", locale="zh", tool="yay",
          cmd="yay -Syu"),
    ], cmd="sudo pacman -Syu", os=("linux",), shells=("bash", "zsh", "fish"), n=14),

    G("f21-pacman-mirror-404", "pacman", "runtime-value", "https://github.com/ChrisTitusTech/linutil/issues/128", [
        "error: failed retrieving file 'core.db' from mirror.rznet.fr : The requested URL returned error: 404\n"
        "error: failed retrieving file 'extra.db' from mirror.rznet.fr : The requested URL returned error: 404\n"
        "error: failed retrieving file 'multilib.db' from mirror.rznet.fr : The requested URL returned error: 404\n"
        "warning: too many errors from mirror.rznet.fr, skipping for the remainder of this transaction",
        V("error: failed retrieving file 'srt-1.4.2-1-x86_64.pkg.tar.zst' from mirror1.cl.netactuate.com : The requested URL returned error: 404",
          src="https://github.com/sileshn/ManjaroWSL/issues/11", cmd="pacman -S vlc", cls="everyday"),
        V("error: failed retrieving file 'python-inflect-7.2.1-2-any.pkg.tar.zst' from london.mirror.pkgbuild.com : The requested URL returned error: 404\n"
          "error: failed retrieving file 'river-0.3.0-2-x86_64.pkg.tar.zst' from london.mirror.pkgbuild.com : The requested URL returned error: 404\n"
          "warning: too many errors from london.mirror.pkgbuild.com, skipping for the remainder of this transaction",
          src="https://github.com/archcraft-os/archcraft-river/issues/2", tool="archcraft", cls="wrapper", cmd="./install.sh"),
        V(":: Retrieving packages...\nerror: failed retrieving file 'lib32-mpg123-1.32.3-1-x86_64.pkg.tar.zst' from mirrors.nxtgen.com : The requested URL returned error: 404\n"
          "error: failed retrieving file 'sane-1.2.1-5-x86_64.pkg.tar.zst' from mirrors.nxtgen.com : The requested URL returned error: 404",
          src="https://github.com/kyechou/leagueoflegends/issues/125", cmd="pacman -S lib32-mpg123 sane"),
    ], cmd="sudo pacman -Syu", os=("linux",), look="f21-pacman-repo-db-404", n=6),

    G("f21-pacman-repo-db-404", "pacman", "multiline", "https://github.com/arch4edu/arch4edu/issues/47", [
        "error: failed retrieving file 'Arch4Edu.db' from mirrors.pinganyun.com : The requested URL returned error: 404 \n"
        "error: failed to update Arch4Edu (failed to retrieve some files) \nerror: failed to synchronize all databases \n\n"
        "Synchronizing databases... (pkgfile -u)\n\nerror: failed to update repo: Arch4Edu",
    ], cmd="sudo pacman -Syy", os=("linux",), look="f21-pacman-mirror-404", n=4),

    G("f21-mix-elixir-version", "mix", "version", "https://github.com/dwyl/hits/issues/125", [
        "Generated phoenix_ecto app\n==> hits\n" + _MIX.format(app="hits", have="1.12.3", want="~> 1.10.3"),
        V("$ mix compile\n" + _MIX.format(app="excoveralls", have="1.1.0-dev", want="~> 0.13.1"), src="https://github.com/parroty/excoveralls/issues/5",
          cmd="mix compile", cls="everyday"),
        V(_MIX.format(app="obelisk", have="1.0.2", want="~> 1.0.3"), src="https://github.com/BennyHallett/obelisk/pull/23", tool="travis-ci", cls="wrapper",
          cmd="mix test"),
        V("$ MIX_ENV=test mix do deps.get, test\n...\n" + _MIX.format(app="dynamo", have="1.0.2", want="~> 0.13.3 or ~> 0.14.0-dev"),
          src="https://github.com/dynamo/dynamo/issues/244", cmd="MIX_ENV=test mix do deps.get, test"),
        V(_MIX.format(app="extwitter", have="1.1.1", want="~> 1.0.0").replace(" but it has ", " but it has \n"), src="https://github.com/parroty/extwitter/pull/24",
          cls="multiline", cmd="mix test"),
        V(_MIX.format(app="auth", have="1.11.2", want="~> 1.10.4"), src="https://github.com/dwyl/auth/issues/142", cmd="mix compile"),
        V(_MIX.format(app="elixir_koans", have="1.5.0-dev", want=">= 1.2.1 and <= 1.4.1"), src="https://github.com/elixirkoans/elixir-koans/issues/177",
          cmd="mix meditate"),
        V("$ mix test\n" + _MIX.format(app="message_pack", have="1.4.4", want="~> 1.0.0 or ~> 0.15.1"), src="https://github.com/mururu/msgpack-elixir/pull/12",
          cmd="mix test"),
    ], cmd="mix phx.server", os=("linux", "macos"), n=9),

    G("f21-nginx-server-names-hash", "nginx", "two-programs", "https://github.com/certbot/certbot/issues/922", [
        V(_HASH.format(the="the ", n="64"), tool="certbot", cls="wrapper", cmd="certbot --nginx -d <<host>>"),
        V(_HASH.format(the="", n="32") + "\nnginx: configuration file /etc/nginx/nginx.conf test failed", src="https://github.com/A-Zuro/Secret-Sing-Box/issues/39",
          cmd="nginx -t", cls="multiline"),
        V("[emerg] 11#11: could not build server _names_hash, you should increase server_names_hash_bucket_size: 32web_1                \n"
          "| " + _HASH.format(the="", n="32"), src="https://github.com/solero/wand/issues/13", tool="docker-compose", cls="wrapper", cmd="docker-compose up"),
        V(_HASH.format(the="", n="32"), src="https://github.com/mailcow/mailcow-dockerized/issues/472", tool="docker-compose",
          cmd="docker-compose restart nginx-mailcow", cls="everyday"),
        V("<<date>> <<time>> [emerg] <<pid>>#0: could not build server_names_hash, you should increase server_names_hash_bucket_size: 64",
          src="https://github.com/cloudfoundry/prometheus-boshrelease/pull/327", tool="bosh", cls="runtime-value", cmd="monit start nginx"),
        V(_HASH.format(the="the ", n="64"), src="https://github.com/rubber/rubber/issues/372", tool="rubber", cls="wrapper",
          cmd="cap rubber:bootstrap"),
        V("could not build server_names_hash, you should increase server_names_hash_bucket_size", src="https://github.com/m1k1o/neko-rooms/issues/149",
          cmd="sudo nginx -t", cls="everyday"),
    ], cmd="sudo nginx -t", os=("linux",), look="f21-nginx-types-hash", n=9),

    G("f21-nginx-types-hash", "ansible", "wrapper", "https://github.com/geerlingguy/ansible-role-nginx/issues/28", [
        "TASK [geerlingguy.nginx : Ensure nginx is started and enabled to start at boot.] ***\n"
        "fatal: [localhost]: FAILED! => {\"changed\": false, \"failed\": true, \"msg\": \"nginx: [emerg] could not build the types_hash, you should increase either "
        "types_hash_max_size: 1024 or types_hash_bucket_size: 32\\nnginx: configuration file /etc/nginx/nginx.conf test failed\\n\"}",
    ], cmd="ansible-playbook -i inventory site.yml", os=("linux",), look="f21-nginx-server-names-hash", n=4),

    G("f21-choco-not-elevated", "choco", "multiline", "https://github.com/chocolatey/choco/issues/235", [
        "Installing chocolatey on this machine\nChocolatey v0.9.9.4\n \n" + _CHOCO + "\n \n Do you want to continue?\n 1) yes\n 2) no [Default - Press Enter]",
        V("<<logts>> 4328 [WARN ] - Chocolatey detected you are not running from an elevated command shell\n (cmd/powershell).",
          src="https://github.com/chocolatey/choco/issues/3055", cls="runtime-value", cmd="choco install git -y -d"),
        V("<<logts>> 6848 [WARN ] - Chocolatey detected you are not running from an elevated command shell\n (cmd/powershell).\n<<logts>> 6848 [WARN ] - \n"
          " You may experience errors - many functions/packages\n require admin rights. Only advanced users should run choco w/out an\n elevated shell.",
          src="https://github.com/Devolutions/UniGetUI/issues/671", tool="wingetui", cls="wrapper", cmd=""),
        V(_CHOCO, src="https://github.com/chocolatey/choco/issues/3363", shell="cmd", cls="shell", cmd="choco upgrade all"),
    ], cmd="@powershell -NoProfile -ExecutionPolicy unrestricted -Command \"iex ((new-object net.webclient).DownloadString('https://chocolatey.org/install.ps1'))\"",
      os=("windows",), n=6),

    G("f21-vercel-no-credentials", "vercel", "wrapper", "https://github.com/lmcrean/dottie/issues/386", [
        "Deploying backend to Vercel...\nVercel CLI 44.2.3\n> NOTE: The Vercel CLI now collects telemetry regarding usage of the CLI.\n"
        "Error: No existing credentials found. Please run `vercel login` or pass \"--token\"\nLearn More: https://err.sh/vercel/no-credentials-found\n"
        "Error: Process completed with exit code 1.",
        V("Vercel CLI 33.7.1\n> > No existing credentials found. Please log in:\n? Log in to Vercel Continue with GitHub",
          src="https://github.com/kyechan99/capsule-render/issues/128", os="macos", cls="version", cmd="npm run start"),
        V("$ npx now@8.1.0 ls --token=...\n> No existing credentials found. Please log in:", src="https://github.com/vercel/vercel/issues/817",
          tool="now", cls="version", os="macos", cmd="npx now@8.1.0 ls --token=..."),
    ], cmd="vercel deploy --prod", os=("linux",), n=6),

    G("f21-systemd-unit-masked", "systemctl", "everyday", "https://github.com/fail2ban/fail2ban/issues/1837", [
        "Failed to start fail2ban.service: Unit fail2ban.service is masked.",
        V("[INFO    ] Executing command 'systemctl start cron.service' in directory '<<home>>'\n"
          "[ERROR   ] Command 'systemctl start cron.service' failed with return code: 1\n[ERROR   ] output: Failed to start cron.service: Unit cron.service is masked.",
          src="https://github.com/saltstack/salt/pull/26514", tool="salt-call", cls="wrapper", cmd="salt-call service.start cron"),
        V("Unit octoscreen.service is masked.", src="https://github.com/Z-Bolt/OctoScreen/issues/149", cmd="sudo systemctl restart octoscreen.service"),
        V("Failed to restart automagic-fan.service: Unit automagic-fan.service is masked.", src="https://github.com/Pyrestone/jetson-fan-ctl/issues/19",
          tool="service", cls="two-programs", cmd="sudo service automagic-fan restart"),
        V("Failed to restart netdata.service: Unit netdata.service is masked.", src="https://github.com/netdata/netdata/issues/10244",
          cmd="systemctl restart netdata.service"),
        V("$ sudo systemctl start b.service\nFailed to start b.service: Unit b.service is masked.", src="https://github.com/systemd/systemd/issues/10124",
          cmd="sudo systemctl start b.service"),
    ], cmd="sudo systemctl start fail2ban", os=("linux",), look="f21-systemctl-interactive-auth", n=8),

    G("f21-firebase-add-to-gcp", "firebase", "multiline", "https://github.com/firebase/firebase-tools/issues/2498", [
        "? Please specify a unique project id (warning: cannot be modified afterward) [6-30 characters]:\n identity-blablah\n"
        "? What would you like to call your project? (defaults to your project ID) TestProject\n✔ Creating Google Cloud Platform project\n"
        "✖ Adding Firebase resources to Google Cloud Platform project\n\n"
        "Error: Failed to add Firebase to Google Cloud Platform project. See firebase-debug.log for more info.",
    ], cmd="firebase projects:create", os=("linux",), look="f21-firebase-list-projects", n=4),

    G("f21-sam-docker-credential-helper", "sam", "everyday", "https://github.com/aws/aws-sam-cli/issues/5516", [
        "Error: docker-credential-desktop not installed or not available in PATH",
    ], cmd="sam local invoke", os=("macos",), look="f21-sam-local-requires-docker", n=3),

    G("f21-yarn-lockfile-would-be-created", "github-actions", "multiline", "https://github.com/yarnpkg/berry/issues/2948", [
        "<<ts>> ➤ YN0028: The lockfile would have been created by this install, which is explicitly forbidden.\n"
        "<<ts>> ➤ YN0000: Failed with errors in 0s 12ms\n<<ts>> ##[error]Process completed with exit code 1.",
    ], cmd="yarn install", os=("linux",), look="f21-yarn-berry-lockfile-forbidden", n=4),

    G("f21-gha-vscode-unresolved", "vscode-github-actions", "everyday", "https://github.com/actions/checkout/issues/2423", [
        "Unable to resolve action `actions/checkout@v4`, repository or version not found",
    ], cmd="", os=("windows", "macos"), look="f21-gha-action-version-not-found", n=3),
]

QUERIES = [
    Q("pacman failed to prepare transaction installing breaks dependency required by", "f21-pacman-breaks-dependency", "plain"),
    Q("pacman 更新 无法满足依赖关系 安装 破坏依赖", "f21-pacman-breaks-dependency", "zh"),
    Q("pacman failed retrieving file from mirror 404 too many errors", "f21-pacman-mirror-404", "plain"),
    Q("pacman 镜像下载失败 返回 404 跳过该镜像", "f21-pacman-mirror-404", "zh"),
    Q("pacman third party repo db 404 failed to update repo name", "f21-pacman-repo-db-404", "plain"),
    Q("pacman 第三方仓库 db 文件 404 仓库名写错", "f21-pacman-repo-db-404", "zh"),
    Q("mix says app declared in mix.exs supports only older elixir version", "f21-mix-elixir-version", "plain"),
    Q("mix 提示 mix.exs 声明只支持某个 Elixir 版本", "f21-mix-elixir-version", "zh"),
    Q("nginx could not build server_names_hash increase bucket size", "f21-nginx-server-names-hash", "plain"),
    Q("nginx 报错 需要增大 server_names_hash_bucket_size", "f21-nginx-server-names-hash", "zh"),
    Q("nginx could not build the types_hash increase types_hash_max_size", "f21-nginx-types-hash", "plain"),
    Q("nginx types_hash 构建失败 调大 types_hash_max_size", "f21-nginx-types-hash", "zh"),
    Q("chocolatey detected you are not running from an elevated command shell", "f21-choco-not-elevated", "plain"),
    Q("choco 提示 不是在管理员权限的命令行中运行", "f21-choco-not-elevated", "zh"),
    Q("vercel cli no existing credentials found run vercel login or pass token", "f21-vercel-no-credentials", "plain"),
    Q("vercel 部署 没有凭据 需要 vercel login 或 token", "f21-vercel-no-credentials", "zh"),
    Q("systemctl failed to start unit is masked", "f21-systemd-unit-masked", "plain"),
    Q("systemctl 启动服务 提示 unit 被 masked", "f21-systemd-unit-masked", "zh"),
    Q("firebase projects:create failed to add firebase to google cloud project", "f21-firebase-add-to-gcp", "plain"),
    Q("firebase 创建项目 无法把 Firebase 添加到 GCP 项目", "f21-firebase-add-to-gcp", "zh"),
    Q("sam local docker-credential-desktop not installed or not in PATH", "f21-sam-docker-credential-helper", "plain"),
    Q("sam local 找不到 docker-credential-desktop", "f21-sam-docker-credential-helper", "zh"),
    Q("yarn berry YN0028 lockfile would have been created forbidden", "f21-yarn-lockfile-would-be-created", "plain"),
    Q("yarn 2 CI 报 锁文件将被创建 YN0028", "f21-yarn-lockfile-would-be-created", "zh"),
    Q("vscode github actions extension unable to resolve action repository or version not found", "f21-gha-vscode-unresolved", "plain"),
    Q("VS Code 提示 无法解析 action 仓库或版本找不到", "f21-gha-vscode-unresolved", "zh"),
]
