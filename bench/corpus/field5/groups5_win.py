"""Field set 5: Windows' cmd and build tools, in Chinese and in English. What cmd tried to run decides
the fix: a path cut at its first space, a batch file saved with a UTF-8 byte-order mark, a
self-extracting temp folder; javac's GBK complaint is one group however the build tool frames it."""

from fieldspec import G, V

_NOT_CMD_ZH = "'{cmd}' 不是内部或外部命令，也不是可运行的程序\n或批处理文件。"

GROUPS = [
    G("f5-cmd-zh-path-cut-at-space", "cmd", "locale", "https://github.com/racaljk/hosts/issues/466",
      ["C:\\Documents and Settings\\<<user>>\\桌面>1.bat\n" + _NOT_CMD_ZH.format(cmd="C:\\Documents")],
      cmd="1.bat", locale="zh", os=("windows",), shells=("cmd",)),
    G("f5-cmd-zh-bom-in-batch-file", "cmd", "locale", "https://github.com/racaljk/hosts/issues/466",
      ["C:\\>锘?\n" + _NOT_CMD_ZH.format(cmd="锘?")],
      cmd="1.bat", locale="zh", os=("windows",), shells=("cmd",), look="f5-cmd-zh-path-cut-at-space"),
    G("f5-cmd-bat2exe-temp-not-recognized", "cmd", "non-file-path", "https://github.com/islamadel/bat2exe/issues/5",
      ["'C:\\Users\\<<user>>\\AppData\\Local\\Temp\\7zS<<hex8>>\\error.bat' is not recognized as an internal or"
       " external command,\noperable program or batch file."],
      cmd="error.exe", os=("windows",), shells=("cmd",), look="f5-cmd-zh-path-cut-at-space"),
    G("f5-javac-zh-gbk-unmappable", "android-studio", "locale",
      "https://github.com/CymChad/BaseRecyclerViewAdapterHelper/issues/1607",
      ["Error:(<<line>>, <<col>>) 错误: 编码GBK的不可映射字符",
       V("错误: 编码GBK的不可映射字符", src="https://github.com/luckybilly/CC/issues/130", tool="javac",
         cmd="gradlew assembleDebug", cls="wrapper")],
      cmd="gradlew build", locale="zh", os=("windows",)),
]
