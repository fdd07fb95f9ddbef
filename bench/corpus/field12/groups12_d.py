"""Field set 12, part d: Oracle's missing listener (in Chinese from a newer client, and wrapped by
oracle_fdw, SQL*Plus, PHP and Django), apt's package without an installation candidate and its
unsigned repositories, gpg's missing signer key, and git's rejected push in Chinese and English.
Each group's message is copied from the thread in `src`; only `<<slot>>` parts vary between
instances. Queries: one in plain English, one in Chinese per group."""

from fieldspec import G, Q, V

_ORA_DOC = "\nhttps://docs.oracle.com/error-help/db/ora-12541/"
_APT_MISSING = ("Package {pkg} is not available, but is referred to by another package.\n"
                "This may mean that the package is missing, has been obsoleted, or\nis only available from another source\n")
_APT_W3AF = ("正在读取软件包列表... 完成\n正在分析软件包的依赖关系树       \n正在读取状态信息... 完成       \n"
             "没有可用的软件包 w3af，但是它被其它的软件包引用了。\n这可能意味着这个缺失的软件包可能已被废弃，\n"
             "或者只能在其他发布源中找到\n\nE: 软件包 w3af 没有可安装候选")
_APT_PY_DOCKER = ("#0 7.205 Package python is not available, but is referred to by another package.\n"
                  "#0 7.205 This may mean that the package is missing, has been obsoleted, or\n"
                  "#0 7.205 is only available from another source\n#0 7.205 However the following packages replace it:\n"
                  "#0 7.205   python-is-python3 2to3\n#0 7.205 \n#0 7.207 E: Package 'python' has no installation candidate")
_NOT_SIGNED = ("The following signatures couldn't be verified because the public key is not available: NO_PUBKEY {key}")


def _nopubkey(repo: str, key: str) -> str:
    sigs = _NOT_SIGNED.format(key=key)
    return (f"Err:<<n>> {repo} InRelease\n  {sigs}\nReading package lists... Done\n"
            f"W: GPG error: {repo} InRelease: {sigs}\nE: The repository '{repo} InRelease' is not signed.")


_GIT_HINT = ("hint: Updates were rejected because the tip of your current branch is behind\n"
             "hint: its remote counterpart. Integrate the remote changes (e.g.\n"
             "hint: 'git pull ...') before pushing again.\n"
             "hint: See the 'Note about fast-forwards' in 'git push --help' for details.")
_GIT_REJECTED = ("To <<remote>>\n ! [rejected]        {b} -> {b} (non-fast-forward)\n"
                 "error: failed to push some refs to '<<remote>>'\n")

GROUPS = [
    G("f12-oracle-no-listener", "oracle-client", "wrapper", "https://github.com/t8y2/dbx/issues/609",
      [V("连接错误\nAgent RPC error (-1): ORA-12541: 无法连接。host <<host>> port 1521 中没有监听程序。 "
         "(CONNECTION_ID=lTyHA2MSSm2tY/BzI/kvkg==)" + _ORA_DOC, locale="zh", cls="locale", tool="dbx", os="windows"),
       V("Agent RPC error (-1): java.sql.SQLException: ORA-12541: 无法连接。host <<host>> port 1521 中没有监听程序。 "
         "(CONNECTION_ID=n+K6rBU/TyKN+SJusV1BXg==)" + _ORA_DOC, locale="zh", cls="runtime-value", tool="dbx",
         os="windows", src="https://github.com/t8y2/dbx/issues/630"),
       V("ERROR:  ERRO:  cannot connect to foreign Oracle server\nDETAIL:  ORA-12541: TNS:no listener", tool="psql",
         os="linux", src="https://github.com/laurenz/oracle_fdw/issues/229"),
       V("ERROR:\nORA-12541: TNS:no listener\n\nSP2-0751: Unable to connect to Oracle.  Exiting SQL*Plus", tool="sqlplus",
         os="windows", shell="cmd", src="https://github.com/jenkinsci/sqlplus-script-runner-plugin/issues/37"),
       V("oci_connect(): ORA-12541: TNS:no listener", tool="php", os="linux",
         src="https://github.com/yajra/laravel-oci8/issues/126"),
       V("web_1  | django.db.utils.DatabaseError: ORA-12541: TNS:no listener", tool="docker-compose", os="linux",
         src="https://github.com/oracle/docker-images/issues/1934")],
      cmd="", os=("windows", "linux"), n=10),
    G("f12-apt-zh-no-candidate-w3af", "apt-get", "locale", "https://github.com/LionSec/katoolin/issues/107",
      [_APT_W3AF], cmd="sudo apt-get install w3af", os=("linux",), locale="zh", n=8),
    G("f12-apt-no-candidate-python-docker", "docker", "wrapper", "https://github.com/jshimko/meteor-launchpad/issues/148",
      [_APT_PY_DOCKER], cmd="docker build .", os=("linux",), look="f12-apt-zh-no-candidate-w3af"),
    G("f12-apt-no-candidate-mysql-client", "apt-get", "wrapper", "https://github.com/erfjab/Backuper/issues/29",
      ["! Installing missing packages: mysql-client\nReading package lists... Done\nBuilding dependency tree... Done\n"
       "Reading state information... Done\n" + _APT_MISSING.format(pkg="mysql-client")
       + "E: Package 'mysql-client' has no installation candidate\n✗ Package installation failed."],
      cmd="bash backuper.sh", os=("linux",), look="f12-apt-zh-no-candidate-w3af"),
    G("f12-apt-no-candidate-python-casacore", "apt-get", "everyday", "https://github.com/kernsuite/packaging/issues/254",
      ["Reading package lists... Done\nBuilding dependency tree       \nReading state information... Done\n"
       + _APT_MISSING.format(pkg="python-casacore") + "\nE: Package 'python-casacore' has no installation candidate"],
      cmd="sudo apt-get install python-casacore", os=("linux",), look="f12-apt-zh-no-candidate-w3af"),
    G("f12-gpg-zh-no-public-key-ssr", "gpg", "locale", "https://github.com/qinyuhang/ShadowsocksX-NG-R/issues/69",
      ["gpg: assuming signed data in '/Users/<<user>>/Downloads/ShadowsocksX-NG-R8.dmg'\n"
       "gpg: 签名建立于 五  2/ 2 21:44:01 2018 CST\ngpg:               使用 RSA 密钥 A0890FDC014FC9E6F1EB72FAB5ED5C525C06A2A5\n"
       "gpg: 无法检查签名：No public key"], cmd="gpg --verify ShadowsocksX-NG-R8.dmg.sig", os=("macos",), locale="zh",
      n=8),
    G("f12-gpg-no-public-key-msys2", "gpg", "everyday", "https://github.com/msys2/MSYS2-packages/issues/2280",
      ["gpg: Signature made 11/13/2020 10:07:59 AM Pacific Standard Time\n"
       "gpg:                using RSA key E0AA0F031DBD80FFBA57B06D5A62D0CAB6264964\ngpg: Can't check signature: No public key"],
      cmd="gpg --verify msys2-x86_64-20201109.exe.sig msys2-x86_64-20201109.exe", os=("windows",),
      look="f12-gpg-zh-no-public-key-ssr"),
    G("f12-gpg-no-public-key-haveno", "gpg", "everyday", "https://github.com/retoaccess1/haveno-reto/issues/92",
      ["gpg: using EDDSA key DAA24D878B8D36C90120A897CA02DAC12DAE2D0F\ngpg: Can't check signature: No public key"],
      cmd="gpg --verify haveno-v1.1.2-linux-x86_64-installer.deb.sig haveno-v1.1.2-linux-x86_64-installer.deb",
      os=("linux",), look="f12-gpg-zh-no-public-key-ssr"),
    G("f12-apt-nopubkey-globalprotect-ppa", "apt", "multiline", "https://github.com/yuezk/GlobalProtect-openconnect/issues/104",
      [_nopubkey("http://ppa.launchpad.net/yuezk/globalprotect-openconnect/ubuntu jammy", "53FC26B43838D761")],
      cmd="sudo apt update", os=("linux",)),
    G("f12-apt-nopubkey-nextcloud-ppa", "apt", "multiline", "https://github.com/nextcloud/client_theming/issues/118",
      [_nopubkey("http://ppa.launchpad.net/nextcloud-devs/client/ubuntu zesty", "60EE47FBAD3DD469")],
      cmd="apt update", os=("linux",), look="f12-apt-nopubkey-globalprotect-ppa"),
    G("f12-apt-nopubkey-signal", "apt", "multiline", "https://github.com/signalapp/Signal-Desktop/issues/6988",
      ["W: GPG error: https://updates.signal.org/desktop/apt xenial InRelease: "
       + _NOT_SIGNED.format(key="D980A17457F6FB06")
       + "\nE: The repository 'https://updates.signal.org/desktop/apt xenial InRelease' is not signed."],
      cmd="sudo apt update && sudo apt install signal-desktop", os=("linux",), look="f12-apt-nopubkey-globalprotect-ppa"),
    G("f12-apt-nopubkey-pufferpanel", "apt", "multiline", "https://github.com/pufferpanel/pufferpanel/issues/915",
      ["Err:<<n>> https://packagecloud.io/pufferpanel/pufferd/ubuntu focal InRelease\n  "
       + _NOT_SIGNED.format(key="17442097ED9CCF17") + "\nReading package lists... Done"],
      cmd="sudo apt-get update", os=("linux",), look="f12-apt-nopubkey-globalprotect-ppa"),
    G("f12-git-push-non-fast-forward", "git", "locale", "https://github.com/fank243/fank243.github.io/issues/51",
      [V("error: 无法推送一些引用到 '<<remote>>'\n提示：更新被拒绝，因为您当前分支的最新提交落后于其对应的远程分支。\n"
         "提示：再次推送前，先与远程变更合并（如 'git pull ...'）。详见", locale="zh"),
       V(_GIT_REJECTED.format(b="master") + _GIT_HINT, cls="everyday",
         src="https://github.com/mathieudutour/git-sketch-plugin/issues/156"),
       V("stderr:\n" + _GIT_REJECTED.format(b="gh-pages") + _GIT_HINT, cls="wrapper", tool="github-desktop",
         src="https://github.com/desktop/desktop/issues/13824")],
      cmd="git push", os=("linux", "macos", "windows"), n=9),
]

QUERIES = [
    Q("oracle database says nothing is listening on port 1521", "f12-oracle-no-listener", "plain"),
    Q("连接 oracle 报 1521 端口没有监听程序", "f12-oracle-no-listener", "zh"),
    Q("kali tools installer cannot install w3af on ubuntu", "f12-apt-zh-no-candidate-w3af", "plain"),
    Q("katoolin 装 w3af 提示没有可安装的候选版本", "f12-apt-zh-no-candidate-w3af", "zh"),
    Q("docker build apt install python not available on new debian", "f12-apt-no-candidate-python-docker", "plain"),
    Q("docker 构建时 apt 装 python 包不存在了", "f12-apt-no-candidate-python-docker", "zh"),
    Q("backup script cannot install mysql client package", "f12-apt-no-candidate-mysql-client", "plain"),
    Q("备份脚本安装 mysql-client 失败 没有候选", "f12-apt-no-candidate-mysql-client", "zh"),
    Q("python-casacore not installable on ubuntu 20.04", "f12-apt-no-candidate-python-casacore", "plain"),
    Q("ubuntu 20.04 装不上 python-casacore", "f12-apt-no-candidate-python-casacore", "zh"),
    Q("verifying shadowsocksx dmg signature fails, key not imported", "f12-gpg-zh-no-public-key-ssr", "plain"),
    Q("验证 ShadowsocksX 安装包签名 没有公钥", "f12-gpg-zh-no-public-key-ssr", "zh"),
    Q("checking the msys2 installer signature needs its public key", "f12-gpg-no-public-key-msys2", "plain"),
    Q("校验 msys2 安装程序签名 缺少公钥", "f12-gpg-no-public-key-msys2", "zh"),
    Q("haveno deb signature cannot be verified, signing key missing", "f12-gpg-no-public-key-haveno", "plain"),
    Q("haveno 安装包签名校验失败 没有签名者的公钥", "f12-gpg-no-public-key-haveno", "zh"),
    Q("globalprotect openconnect ppa unsigned on ubuntu jammy", "f12-apt-nopubkey-globalprotect-ppa", "plain"),
    Q("添加 globalprotect ppa 后 apt update 提示缺公钥", "f12-apt-nopubkey-globalprotect-ppa", "zh"),
    Q("nextcloud client ppa missing key on apt update", "f12-apt-nopubkey-nextcloud-ppa", "plain"),
    Q("nextcloud 客户端 ppa 更新时公钥不可用", "f12-apt-nopubkey-nextcloud-ppa", "zh"),
    Q("signal desktop apt repository not signed after adding keyring", "f12-apt-nopubkey-signal", "plain"),
    Q("signal 桌面版 apt 源没有签名 装不上", "f12-apt-nopubkey-signal", "zh"),
    Q("pufferpanel packagecloud repo key missing", "f12-apt-nopubkey-pufferpanel", "plain"),
    Q("pufferpanel 的 packagecloud 源缺少公钥", "f12-apt-nopubkey-pufferpanel", "zh"),
    Q("git push refused because remote has newer commits", "f12-git-push-non-fast-forward", "plain"),
    Q("git 推送被拒绝 本地落后于远程", "f12-git-push-non-fast-forward", "zh"),
]
