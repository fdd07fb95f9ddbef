"""Field set 7: macOS (a read-only root since Catalina, Homebrew under Rosetta, launchctl's errno 5),
pip's CUDA-suffixed torch pins and robocopy's Windows paths: values that are paths, prefixes or
package names with suffixes. Each message is copied from the thread in `src`."""

from fieldspec import G, Q, V

_MAC = ("macos",)
_ROSETTA = ("Error: Cannot install under Rosetta 2 in ARM default prefix (/opt/homebrew)!\nTo rerun under ARM use:\n"
            "    arch -arm64 brew install ...\nTo install under x86_64, install Homebrew into /usr/local.")
_LOAD = "Load failed: 5: Input/output error\nTry running `launchctl bootstrap` as root for richer errors."
_TORCH = ("ERROR: Could not find a version that satisfies the requirement torch=={0} (from versions: {1})\n"
          "ERROR: No matching distribution found for torch=={0}")

GROUPS = [
    G("macos-root-read-only-mkdir", "mkdir", "non-file-path", "https://github.com/mongodb/homebrew-brew/issues/23",
      [V("mkdir: /data/db: Read-only file system", cmd="sudo mkdir -p /data/db"),
       V("mkdir: /data/db: Read-only file system", cmd="sudo mkdir -p /data/db",
         src="https://github.com/su350380433/cocoapods-imy-bin-demo/issues/5"),
       V("mkdir: /VirtualRadarServer/Installation: Read-only file system\nERROR! Failed to create "
         "/VirtualRadarServer/Installation!\nError Code: 10", cmd="bash install.sh", cls="wrapper",
         src="https://github.com/mypiaware/virtual-radar-server-installation/issues/2"),
       V("mkdir: /export/rear-tests/logs: Read-only file system", cmd="vagrant up",
         src="https://github.com/gdha/rear-automated-testing/issues/78"),
       V("mkdir: /nix: Read-only file system", cmd="mkdir -m 0755 /nix && chown <<user>> /nix",
         src="https://github.com/NixOS/nix/issues/3143"),
       V("install: mkdir /include: Read-only file system\nmake: *** [install-headers] Error 71", tool="install",
         cmd="make install", cls="two-programs", src="https://github.com/niklasso/minisat/issues/38")],
      exit=1, os=_MAC),
    G("homebrew-rosetta-arm-prefix", "brew", "version", "https://github.com/sunnyyoung/WeChatTweak/issues/1024",
      [V(_ROSETTA, cmd="brew install sunnyyoung/tap/wechattweak"),
       V(_ROSETTA, cmd="arch -x86_64 brew install spm-dest-5.3-x86_64-ubuntu16.04",
         src="https://github.com/SPMDestinations/homebrew-tap/issues/15"),
       V(_ROSETTA.replace("!\nTo rerun", "! To rerun"), cmd="brew install autoconf automake", cls="multiline",
         src="https://github.com/microsoft/vcpkg-tool/pull/1884"),
       V("Error: Cannot install in Homebrew on Intel processor in ARM default prefix (/opt/homebrew)!",
         cmd="brew install -s pkg-config", src="https://github.com/mikelxc/Workarounds-for-ARM-mac/issues/7")],
      exit=1, os=_MAC),
    G("launchctl-load-io-error", "launchctl", "version", "https://github.com/dmunozv04/iSponsorBlockTV/issues/30",
      [V(_LOAD, cmd="launchctl load ~/Library/LaunchAgents/com.dmunozv04.iSponsorBlockTV.plist"),
       V(_LOAD, cmd="launchctl load ~/Library/LaunchAgents/dev.haim.display-switch.daemon.plist",
         src="https://github.com/haimgel/display-switch/issues/85"),
       V("Bootstrap failed: 5: Input/output error\nTry re-running the command as root for richer errors.\n"
         "Error: Failure while executing; `/bin/launchctl bootstrap gui/<<n2>> /Users/<<user>>/Library/LaunchAgents/"
         "homebrew.mxcl.noclamshell.plist` exited with 5.", tool="brew", cmd="brew services start noclamshell",
         cls="wrapper", src="https://github.com/pirj/noclamshell/issues/25"),
       V("Bootstrap failed: 5: Input/output error\nTry re-running the command as root for richer errors.",
         cmd="/update", src="https://github.com/tomcounsell/ai/issues/2013")],
      exit=5, os=_MAC),
    G("launchctl-unload-io-error", "launchctl", "everyday", "https://github.com/m4rkw/macos-corner-fix/issues/3",
      ["Unload failed: 5: Input/output error\nTry running `launchctl bootout` as root for richer errors."],
      cmd="launchctl unload ~/Library/LaunchAgents/com.local.dyld-inject.plist", exit=5, os=_MAC,
      look="launchctl-load-io-error"),
    G("pip-torch-2-1-2-cu118", "pip", "non-file-path", "https://github.com/Nerogar/OneTrainer/issues/138",
      [_TORCH.format("2.1.2+cu118", "1.11.0, 1.12.0, 1.12.1, 1.13.0, 1.13.1, 2.0.0, 2.0.1, 2.1.0, 2.1.1, 2.1.2")],
      cmd="pip install -r requirements.txt", os=("windows", "linux")),
    G("pip-torch-2-7-1-cu128", "pip", "non-file-path", "https://github.com/OpenSQZ/MiniCPM-V-CookBook/issues/40",
      [_TORCH.format("2.7.1+cu128", "1.11.0, 1.12.0, 1.12.1, 1.13.0, 1.13.1, 2.0.0, 2.0.1, 2.1.0, 2.1.1, 2.1.2, 2.2.0, "
                     "2.2.1, 2.2.2, 2.3.0, 2.3.1, 2.4.0, 2.4.1, 2.5.0, 2.5.1, 2.6.0, 2.7.0, 2.7.1, 2.8.0")],
      cmd="pip install -r requirements.txt", os=("linux",), look="pip-torch-2-1-2-cu118"),
    G("pip-torch-1-11-0-cu113-none", "pip", "non-file-path", "https://github.com/zeyad-mansour/lunar/issues/176",
      [_TORCH.format("1.11.0+cu113", "none")], cmd="pip install -r requirements.txt", os=("windows",),
      look="pip-torch-2-7-1-cu128"),
    G("robocopy-error-267-source-is-file", "robocopy", "non-file-path", "https://github.com/microsoft/nav-docker/pull/584",
      [" ERROR 267 (0x0000010B) Accessing Source Directory C:\\dl\\sandbox\\<<ver>>\\platform\\ServiceTier\\System64\\"
       "NavSip.dll\\\nThe directory name is invalid."],
      cmd="robocopy C:\\dl\\sandbox\\platform\\ServiceTier\\System64\\NavSip.dll C:\\run /e", exit=16, os=("windows",)),
    G("robocopy-error-123-volume-syntax", "robocopy", "non-file-path", "https://github.com/candera/shadowspawn/issues/8",
      ["2011/07/27 <<time>> ERROR 123 (0x0000007B) Accessing Source Directory \nq:\\ \n"
       "The filename, directory name, or volume label syntax is incorrect."],
      cmd="ShadowSpawn.exe \"C:\\Users\\<<user>>\\Documents\\Outloo~1\" q: robocopy q:\\ \"D:\\Backup\\My PSTs\" \"My.pst\"",
      exit=16, os=("windows",), look="robocopy-error-267-source-is-file"),
]

QUERIES = [
    Q("can't create a folder at the root of the disk on a new mac", "macos-root-read-only-mkdir", "plain"),
    Q("mac 升级 catalina 后根目录不能建文件夹", "macos-root-read-only-mkdir", "zh"),
    Q("brew refuses to install because my terminal runs as intel on an M1", "homebrew-rosetta-arm-prefix", "plain"),
    Q("M1 上终端用 Rosetta 跑 brew 装不了", "homebrew-rosetta-arm-prefix", "zh"),
    Q("launch agent plist won't load on macOS, error 5", "launchctl-load-io-error", "plain"),
    Q("mac 加载 LaunchAgent plist 报 5 号错误", "launchctl-load-io-error", "zh"),
    Q("can't unload a launch agent, error 5", "launchctl-unload-io-error", "plain"),
    Q("launchctl 卸载服务报输入输出错误", "launchctl-unload-io-error", "zh"),
    Q("pip can't get torch 2.1.2 built for cuda 11.8", "pip-torch-2-1-2-cu118", "plain"),
    Q("pip 装不上 cuda 11.8 版的 torch 2.1.2", "pip-torch-2-1-2-cu118", "zh"),
    Q("pip can't get torch 2.7.1 for cuda 12.8", "pip-torch-2-7-1-cu128", "plain"),
    Q("pip 找不到 cuda 12.8 的 torch 2.7.1", "pip-torch-2-7-1-cu128", "zh"),
    Q("pip finds no torch 1.11 cu113 build at all", "pip-torch-1-11-0-cu113-none", "plain"),
    Q("pip 一个 torch 1.11 cu113 版本都找不到", "pip-torch-1-11-0-cu113-none", "zh"),
    Q("robocopy source is a dll file not a folder", "robocopy-error-267-source-is-file", "plain"),
    Q("robocopy 源路径写成了文件 目录名无效", "robocopy-error-267-source-is-file", "zh"),
    Q("robocopy can't read a shadow copy drive letter", "robocopy-error-123-volume-syntax", "plain"),
    Q("robocopy 卷影副本盘符语法不正确", "robocopy-error-123-volume-syntax", "zh"),
]
