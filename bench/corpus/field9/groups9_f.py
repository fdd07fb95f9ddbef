"""Field set 9, part f: Redis not running as redis-py, a Node client and Python on Chinese Windows
word it; a program without its execute bit in bash and in dash; a restricted shell; rsync filling a
disk image (each message from the thread in `src`)."""

from __future__ import annotations

from fieldspec import G, Q, V

_REFUSED_ZH = "由于目标计算机积极拒绝，无法连接。"

GROUPS = [
    # -- Redis is not running: one condition, several clients and languages ---------------------------------
    G("redis-server-not-running", "redis-py", "two-programs", "https://github.com/pinterest/snappass/issues/6",
      ["ConnectionError: Error 111 connecting to localhost:6379. Connection refused.",
       V("Error 111 connecting to localhost:6379. Connection refused.", src="https://github.com/ekzhu/datasketch/issues/40",
         cls="wrapper"),
       V(f"redis.exceptions.ConnectionError: Error 10061 connecting to 127.0.0.1:6379. {_REFUSED_ZH}.\n"
         "<<logts>> launcher.py[line:39] INFO exit!", src="https://github.com/jhao104/proxy_pool/issues/761",
         os="windows", locale="zh", cls="locale"),
       V(f"redis.exceptions.ConnectionError: Error 10061 connecting to 127.0.0.1:6379. {_REFUSED_ZH}.",
         src="https://github.com/limaoyi1/Auto-PPT/issues/33", os="windows", locale="zh", cls="locale"),
       V(f"<<logts>> - ERROR - server - Error trying to receive messages: Error 10061 connecting to 127.0.0.1:6379. "
         f"{_REFUSED_ZH}.", src="https://github.com/007gzs/meeting/issues/7", os="windows", locale="zh",
         cls="wrapper"),
       V(" server - Error trying to receive messages: Error 10061 connecting to localhost:6379. No connection could be "
         "made because the target machine actively refused it.", src="https://github.com/akulakov/django-mcbv/issues/7",
         os="windows", cls="wrapper"),
       V("Error: Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED 127.0.0.1:6379\n  File \"net.js\", line "
         "1191, in TCPConnectWrap.afterConnect [as oncomplete]", src="https://github.com/vpdb/server/issues/177",
         tool="node"),
       V("  File \"D:\\study\\Python3.7\\lib\\site-packages\\redis\\connection.py\", line 603, in _connect\n"
         "    sock.connect(socket_address)\nConnectionRefusedError: [WinError 10061] " + _REFUSED_ZH,
         src="https://github.com/nghuyong/WeiboSpider/issues/163", os="windows", locale="zh", cls="locale")],
      cmd="python <<pyfile>>", exit=1, os=("linux", "macos"), n=10, look="py-zh-refused-mongodb"),

    # -- a program without its execute bit, in bash and in dash ---------------------------------------------
    G("exec-bit-missing", "sh", "shell", "https://github.com/vscodenpa/testissues/issues/39438",
      [V("bash: ./<<script>>: Permission denied", shell="bash"),
       V("./sshrd.sh: <<line>>: Linux/gaster: Permission denied\n[-] An error occurred",
         src="https://github.com/verygenericname/SSHRD_Script/issues/157", shell="sh")],
      cmd="./<<script>>", exit=126, os=("linux",)),
    G("lshell-forbidden-binary", "lshell", "multiline", "https://github.com/ghantoos/lshell/issues/186",
      ["hello\ntest.sh: line 3: /usr/bin/ls: Permission denied\ntest.sh: line 4: /usr/bin/ps: Permission denied"],
      cmd="bash test.sh", exit=126, os=("linux",), shells=("bash",), look="exec-bit-missing"),

    # -- rsync fills a loop-mounted image ----------------------------------------------------------------------
    G("rsync-image-full", "rsync", "multiline", "https://github.com/nanhantianyi/rpi-backup/issues/13",
      ["rsync: write failed on \"/mnt/var/lib/apt/lists/mirrors.tuna.tsinghua.edu.cn_debian_dists_buster_main_binary-"
       "armhf_Packages\": No space left on device (28)\nrsync error: error in file IO (code 11) at receiver.c(374) "
       "[receiver=3.1.3]"],
      cmd="sudo ./rpi-backup.sh", exit=11, os=("linux",)),
]

QUERIES = [
    Q("python cannot talk to redis on port 6379, server not started", "redis-server-not-running", "plain"),
    Q("连不上本机 6379 的 redis 服务没启动", "redis-server-not-running", "zh"),
    Q("running my own script says permission denied, forgot chmod", "exec-bit-missing", "plain"),
    Q("执行脚本提示权限不够 需要加执行权限", "exec-bit-missing", "zh"),
    Q("lshell blocks ls and ps inside a bash script", "lshell-forbidden-binary", "plain"),
    Q("lshell 受限 shell 里脚本调用 ls 被拒绝", "lshell-forbidden-binary", "zh"),
    Q("raspberry pi backup rsync runs out of space in the image", "rsync-image-full", "plain"),
    Q("树莓派备份脚本 rsync 写镜像时空间不足", "rsync-image-full", "zh"),
]
