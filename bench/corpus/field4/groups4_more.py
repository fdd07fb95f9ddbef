"""Field set 4: zsh's glob on pip extras, fish's unknown commands, two Windows error codes in
Chinese and English (WinError 32, a file another process holds; 1314, a symlink without the
privilege) as Python, Go and Rust programs surface them, systemd units that do not exist, and a
Gradle build out of heap.

Each message is the text of the thread in `src`, including a console's own line wrapping; only
`<<slot>>` parts were generalised. The extras name zsh could not glob and the file another process
holds are volatile (the fix is the same whatever they are); the command fish does not know and the
systemd unit that is missing decide their group.
"""

from __future__ import annotations

from fieldspec import G, V

_W32 = "PermissionError: [WinError 32] 另一个程序正在使用此文件，进程无法访问。: "
_W1314 = "OSError: [WinError 1314] A required privilege is not held by the client"

GROUPS = [
    G("zsh-glob-pip-extras", "pip", "shell", "https://github.com/allenai/rslearn_projects/issues/116", [
        "zsh: no matches found: .[extra]",
        V("zsh: no matches found: .[all]", src="https://github.com/swisstopo/swissgeol-boreholes-dataextraction/issues/68",
          cmd="pip install -e .[all]"),
        V("zsh: no matches found: qrcode[pil]", src="https://github.com/ohmyzsh/ohmyzsh/issues/6982",
          cmd="pip install qrcode[pil]", os="macos"),
        V("zsh: no matches found: imgui[pygame]", src="https://github.com/pyimgui/pyimgui/issues/51",
          cmd="pip install imgui[pygame]"),
        V("zsh: no matches found: [dev]", src="https://github.com/intel/dffml/pull/1378",
          cmd="python3 -m pip install --prefix=~/.local -e .[dev]"),
    ], cmd="pip install .[extra]", exit=1, shells=("zsh",)),
    G("fish-unknown-command-z-not-loaded", "fish", "shell", "https://github.com/jethrokuan/z/issues/11", [
        "fish: Unknown command 'z'",
    ], cmd="z", exit=127, shells=("fish",), look="fish-unknown-command-describe"),
    G("fish-unknown-command-fish-pwd", "fish", "multiline", "https://github.com/fish-shell/fish-shell/issues/2806", [
        "fish: Unknown command '__fish_pwd'\nfish: echo $_ \" \"; __fish_pwd\n                   ^\nin command substitution\n"
        "    called on standard input",
    ], cmd="history", exit=127, os=("macos",), shells=("fish",), look="fish-unknown-command-z-not-loaded"),
    G("fish-unknown-command-stale-fishd", "fish", "multiline", "https://github.com/fish-shell/fish-shell/issues/1986", [
        "fish: Unknown command 'fish_default_key_SET'\n- (line 1): begin; fish_default_key_SET fish_SET "
        "fish_pager_color_completion:normalSSET fish_pager_color_descriptionSET fish_pager_SET "
        "fish_pager_color_prefix:cyan\n                   ^\nfrom sourcing file -\n"
        "\tcalled on line 60 of file /usr/local/share/fish/functions/eval.fish",
    ], cmd="fish", exit=127, shells=("fish",), look="fish-unknown-command-fish-pwd"),
    G("py-zh-winerror32-file-in-use", "python", "locale", "https://github.com/zaxtyson/LanZouCloud-API/issues/108", [
        _W32 + "'D:/<<proj>>.mobi'",
        V(_W32 + "'get_ip_logs\\\\test_<<date>> 10-24-13.txt'", src="https://github.com/xiaosimao/IP_POOL/issues/4",
          cmd="python get_ip.py"),
        V(_W32 + "'C:\\\\Us\ners\\\\<<user>>\\\\Desktop\\\\domain_screen/urls.txt'",
          src="https://github.com/TheKingOfDuck/domain_screen/issues/1", cmd="python domain_screen.py", cls="multiline"),
        V("Traceback (most recent call last):\n  File \"cachelib\\file.py\", line 158, in _remove_older\n" + _W32
          + "'db\\\\sessions\\\\<<hex12>><<hex12>><<hex8>>'", src="https://github.com/jianchang512/ott/issues/13",
          tool="ott", cmd="start.exe", cls="runtime-value"),
        V(_W32 + "'temp.mp4'", src="https://github.com/TMElyralab/MuseTalk/pull/206", cmd="python app.py"),
        V("PermissionError: [WinError 32] The process cannot access the file because it is being used by another process:",
          src="https://github.com/domhnallmorr/Tk-Path-Finder/issues/7", cmd="python tk_path_finder.py", locale="en"),
    ], cmd="python upload.py", os=("windows",), locale="zh"),
    G("winerror1314-symlink-privilege", "python", "two-programs", "https://github.com/usestrix/strix/issues/647", [
        _W1314,
        V("<<time>> ERROR - 【Rmt】[WinError 1314] 客户端没有所需的特权。: 'G:\\\\电视剧\\\\<<proj>>\\\\<<proj>>.S01E01.mkv' -> "
          "'D:\\\\BBB\\\\电视剧\\\\欧美剧\\\\<<proj>>\\\\Season 1\\\\<<proj>> - S01E01 - 第1集.mkv'",
          src="https://github.com/NAStool/nas-tools/issues/2052", tool="nas-tools", cmd="python run.py", locale="zh",
          cls="locale"),
        V("Error: symlink <<home>>\\.cf\\targets\\<<proj>>.config.json <<home>>\\.cf\\targets\\current: A required "
          "privilege is not\nheld by the client.", src="https://github.com/guidowb/cf-targets-plugin/issues/10",
          tool="cf", cmd="cf save-target <<proj>>", shell="cmd"),
        V("error: A required privilege is not held by the client. (os error 1314)",
          src="https://github.com/golemcloud/golem/issues/3220", tool="golem", cmd="golem new"),
    ], cmd="strix", os=("windows",), look="py-zh-winerror32-file-in-use"),
    G("systemd-unit-network-manager-renamed", "wifijammer", "wrapper",
      "https://github.com/DanMcInerney/wifijammer/issues/95", [
        "Redirecting to /bin/systemctl restart network-manager.service\n\nFailed to restart network-manager.service: "
        "Unit network-manager.service not found.",
        "Failed to restart network-manager.service: Unit network-manager.service not found.",
    ], cmd="sudo python wifijammer.py", exit=5, os=("linux",)),
    G("systemd-unit-syslog-ng-missing", "systemctl", "everyday",
      "https://github.com/scylladb/scylla-cluster-tests/issues/7631", [
        "Failed to restart syslog-ng.service: Unit syslog-ng.service not found.",
    ], cmd="sudo systemctl restart syslog-ng", exit=5, os=("linux",), look="systemd-unit-network-manager-renamed"),
    G("systemd-unit-ntpd-replaced-by-chronyd", "ansible", "runtime-value",
      "https://github.com/geerlingguy/ansible-for-devops/issues/333", [
          "<<host>> | FAILED | rc=5 >>\nRedirecting to /bin/systemctl restart ntpd.service\nFailed to restart "
          "ntpd.service: Unit ntpd.service not found.non-zero return code",
      ], cmd="ansible app -b -a \"service ntpd restart\" --limit \"*.4\"", exit=2, os=("linux",),
      look="systemd-unit-syslog-ng-missing"),
    G("systemd-unit-restart-typed-as-unit", "systemctl", "everyday", "https://github.com/canonical/snapd/pull/8940", [
        "Failed to start restart.service: Unit restart.service not found.",
    ], cmd="systemctl start restart snapd.service", exit=5, os=("linux",), look="systemd-unit-ntpd-replaced-by-chronyd"),
    G("gradle-daemon-heap-exhausted", "gradle", "multiline", "https://github.com/apache/eventmesh/issues/2229", [
        "Problem in daemon expiration check\nExpiring Daemon because JVM heap space is exhausted\n"
        "java.lang.OutOfMemoryError: Java heap space\nExpiring Daemon because JVM heap space is exhausted\n"
        "\tat java.util.Arrays.copyOfRange(Arrays.java:3664)",
    ], cmd="./gradlew build", os=("macos",)),
    G("scalac-gc-overhead-in-gradle", "gradle", "runtime-value", "https://github.com/apache/kafka/pull/8700", [
        "[Error] : Error while emitting kafka/log/LogTest\n[<<ts>>] GC overhead limit exceeded\n[<<ts>>] one error found",
    ], cmd="./gradlew unitTest", os=("linux",), look="gradle-daemon-heap-exhausted"),
]
