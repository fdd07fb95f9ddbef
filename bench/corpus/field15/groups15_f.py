"""Field set 15, part f: Chinese Windows. javac reading UTF-8 source as GBK, subprocess not finding
a program (Chinese, English, and Python 2's wording), Python reading a UTF-8 file as GBK, Windows
refusing a hard link or a file copy, and a full disk seen by GitHub Actions' cache through gzip and
zstd.

Every message is copied from the thread in its `src` (only `<<slot>>` parts were replaced); queries are
written the way someone who has not memorised the message would ask.
"""

from __future__ import annotations

from fieldspec import G, Q, V

_WIN = ("windows",)

_SUBPROCESS_ZH = (
    "Traceback (most recent call last):\n"
    "  File \"launcher.py\", line 89, in <module>\n"
    "    main(data1)\n"
    "  File \"launcher.py\", line 59, in main\n"
    "    rsp = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)\n"
    "  File \"H:\\python\\python3.7\\lib\\subprocess.py\", line 775, in __init__\n"
    "    restore_signals, start_new_session)\n"
    "  File \"H:\\python\\python3.7\\lib\\subprocess.py\", line 1178, in _execute_child\n"
    "    startupinfo)\n"
    "FileNotFoundError: [WinError 2] 系统找不到指定的文件。")

GROUPS = [
    # -- javac reading UTF-8 source with the Chinese Windows default charset ---------------------------
    G("f15-zh-javac-unmappable-gbk", "javac", "locale", "https://github.com/grobidOrg/grobid/issues/258", [
        "<<root>>\\grobid-core\\src\\main\\java\\org\\grobid\\core\\utilities\\TextUtilities.java:31: "
        "错误: 编码GBK的不可映射字符\n"
        "    public static final String fullPunctuations = \"([ 鈥?*,:;?.!/)-鈭掆?撯?怽\"鈥溾?濃?樷??'`$]*"
        "\\u2666\\u2665\\u2663\\u2660\\u00A0\";\n"
        "                                                                                ^",
    ], cmd="gradlew.bat build", os=_WIN, locale="zh", n=10),

    # -- subprocess cannot find the program it was asked to start ------------------------------------
    G("f15-subprocess-program-not-found-windows", "python", "locale", "https://github.com/timwhitez/crawlergo_x_XRAY/issues/13", [
        V(_SUBPROCESS_ZH, locale="zh", cmd="python launcher.py"),
        V("  File \"<<home>>\\AppData\\Local\\Programs\\Python\\Python310\\lib\\subprocess.py\", line 1440, in _execute_child\n"
          "    hp, ht, pid, tid = _winapi.CreateProcess(executable, args,\n"
          "FileNotFoundError: [WinError 2] The system cannot find the file specified", cmd="python builder.py",
          src="https://github.com/addi00000/empyrean/issues/177"),
        V("..Python\\Python311\\Lib\\subprocess.py\", line 1538, in _execute_child\n"
          "    hp, ht, pid, tid = _winapi.CreateProcess(executable, args,\n"
          "                       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
          "FileNotFoundError: [WinError 2] The system cannot find the file specified", cmd="python inference.py",
          src="https://github.com/saifhassan/Wav2Lip-HD/issues/29", cls="version"),
        V("  File \"C:\\Python27\\lib\\subprocess.py\", line 893, in _execute_child\n"
          "    startupinfo)\n"
          "WindowsError: [Error 2] The system cannot find the file specified", cmd="python NERO/main.py",
          src="https://github.com/nnrg/opennero/issues/122", cls="version"),
    ], os=_WIN, n=12),

    # -- Python reading a UTF-8 file with the GBK default --------------------------------------------
    G("f15-python-gbk-codec-cannot-decode", "python", "everyday", "https://github.com/liudaolunboluo/WxChatRecordTool/issues/2", [
        "Traceback (most recent call last):\n"
        "  File \"<<root>>\\ChatRecordWorldCloud.py\", line 32, in <module>\n"
        "    load_dict = json.load(content_j)\n"
        "  File \"<<home>>\\AppData\\Local\\Programs\\Python\\Python39\\lib\\json\\__init__.py\", line 293, in load\n"
        "    return loads(fp.read(),\n"
        "UnicodeDecodeError: 'gbk' codec can't decode byte 0xa5 in position 97: illegal multibyte sequence",
        V("UnicodeDecodeError: 'gbk' codec can't decode byte 0xa8 in position 90: illegal multibyte sequence",
          cmd="python main.py", src="https://github.com/Acamy/pet-chain-buyer/issues/8"),
        V("UnicodeDecodeError: 'gbk' codec can't decode byte 0x92 in position 122: illegal multibyte sequence",
          cmd="python main.py", src="https://github.com/lov3smu/hw_seckill/issues/4"),
        V("'gbk' codec can't decode byte 0x9a in position 2: illegal multibyte sequence", cmd="python couplet.py",
          src="https://github.com/wb14123/seq2seq-couplet/issues/12", cls="wrapper"),
        V("UnicodeDecodeError: 'gbk' codec can't decode byte 0x80 in position 68: illegal multibyte sequence",
          cmd="python finetune.py", src="https://github.com/hscspring/hcgf/issues/12"),
    ], cmd="python ChatRecordWorldCloud.py", os=_WIN, n=8),

    # -- Windows refusing a file operation, in Chinese: which operation decides -------------------------
    G("f15-zh-winerror5-hard-link", "python", "locale", "https://github.com/bilibili/ailab/issues/130", [
        "  File \"<<root>>\\runtime\\inference_video.py\", line 60, in __call__\n"
        "    os.link(inp_path,tmp_path)\n"
        "PermissionError: [WinError 5] 拒绝访问。: 'input' -> '<<root>>\\\\tmp\\\\<<pid>><<pid>>.input'",
    ], cmd="runtime\\python runtime\\inference234.py", os=_WIN, shells=("cmd",), locale="zh", n=8),
    G("f15-zh-winerror5-backdrop-copy", "avdc", "locale", "https://github.com/mvdctop/Movie_Data_Capture/issues/105", [
        "Error in AVDC_Main: [WinError 5] 拒绝访问。: 'xxx/Backdrop.jpg'",
    ], cmd="AVDC.exe", os=_WIN, locale="zh", n=8, look="f15-zh-winerror5-hard-link"),

    # -- the Actions cache cannot be saved on a full runner disk, through zstd and through gzip ---------
    G("f15-actions-cache-tar-disk-full", "tar", "two-programs", "https://github.com/actions/cache/issues/1658", [
        "zstd: error 70 : Write error : cannot write block : No space left on device \n"
        "/usr/bin/tar: cache.tzst: Wrote only 4096 of 10240 bytes\n"
        "/usr/bin/tar: Child returned status 70\n"
        "/usr/bin/tar: Error is not recoverable: exiting now\n"
        "Warning: Failed to save: \"/usr/bin/tar\" failed with error: The process '/usr/bin/tar' failed with exit code 2",
        V("gzip: stdout: No space left on device\n"
          "/usr/bin/tar: cache.tgz: Wrote only 4096 of 10240 bytes\n"
          "/usr/bin/tar: Child returned status 1\n"
          "/usr/bin/tar: Error is not recoverable: exiting now\n"
          "Warning: Failed to save: Tar failed with error: The process '/usr/bin/tar' failed with exit code 2",
          src="https://github.com/stupidloud/cachewrtbuild/issues/29"),
    ], cmd="/usr/bin/tar --posix -cf cache.tzst --exclude cache.tzst -P -C <<root>> --files-from manifest.txt",
      os=("linux",), exit=2),
]

QUERIES = [
    Q("java build on chinese windows fails on characters the GBK encoding cannot map", "f15-zh-javac-unmappable-gbk",
      "plain"),
    Q("中文 windows 下 java 编译报编码不可映射字符", "f15-zh-javac-unmappable-gbk", "zh"),
    Q("python subprocess on windows cannot find the program to run", "f15-subprocess-program-not-found-windows", "plain"),
    Q("python 调用子进程提示系统找不到文件", "f15-subprocess-program-not-found-windows", "zh"),
    Q("python cannot read a utf-8 file on chinese windows, gbk decode error",
      "f15-python-gbk-codec-cannot-decode", "plain"),
    Q("windows 上 python 读文件报 gbk 解码错误", "f15-python-gbk-codec-cannot-decode", "zh"),
    Q("video upscaler cannot hard link the input file on windows, access denied", "f15-zh-winerror5-hard-link",
      "plain"),
    Q("超分工具 os.link 报拒绝访问", "f15-zh-winerror5-hard-link", "zh"),
    Q("movie scraper cannot write the backdrop image, access denied", "f15-zh-winerror5-backdrop-copy", "plain"),
    Q("刮削工具写入 Backdrop.jpg 被拒绝访问", "f15-zh-winerror5-backdrop-copy", "zh"),
    Q("github actions cache save fails because the runner disk is full", "f15-actions-cache-tar-disk-full", "plain"),
    Q("actions 缓存保存时磁盘满了 tar 失败", "f15-actions-cache-tar-disk-full", "zh"),
]
