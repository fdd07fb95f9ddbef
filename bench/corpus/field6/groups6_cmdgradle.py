"""Field set 6: cmd.exe's "not recognized" where the name decides: `make` (not installed on
Windows), `.` (a Unix `./script` typed into cmd), and fragments of a batch file cmd cannot read
(saved in an encoding or with line endings cmd misparses: the fragments are volatile, the fix is
one); and Gradle's Groovy refusing the class files of a newer JDK, where the class-file version
decides which Gradle release is needed (61 is Java 17, 65 is Java 21)."""

from fieldspec import G, V

_ZH_NOT_CMD = "'{}' 不是内部或外部命令，也不是可运行的程序\n或批处理文件。"
_ASM = ("java.lang.IllegalArgumentException: Unsupported class file major version {v}\n"
        "\tat groovyjarjarasm.asm.ClassReader.<init>(ClassReader.java:196)\n"
        "\tat groovyjarjarasm.asm.ClassReader.<init>(ClassReader.java:177)")

GROUPS = [
    G("cmd-make-not-recognized", "cmd", "shell", "https://github.com/gbdk-2020/gbdk-2020/issues/302",
      ["<<root>>\\examples\\gb>make\n'make' is not recognized as an internal or external command,\n"
       "operable program or batch file.",
       V("'make' is not recognized as an internal or external command, operable program or batch file.",
         src="https://github.com/rickyrauch/nodejs-starter/issues/9")],
      cmd="make", os=("windows",), shells=("cmd",)),
    G("cmd-dot-slash-not-recognized", "cmd", "shell", "https://github.com/xingyizhou/CenterNet/issues/925",
      ["'.' is not recognized as an internal or external command."],
      cmd="./make.sh", os=("windows",), shells=("cmd",), look="cmd-make-not-recognized"),
    G("cmd-batch-file-misparsed-fragments", "cmd", "locale", "https://github.com/tasy5kg/MiCameraVideoExporter/issues/3",
      ["\n".join(_ZH_NOT_CMD.format(w) for w in ("o", "再次输入。", "71519。"))
       + "\n系统无法接受输入的日期。\n输入新日期: (年月日)",
       V("\n".join(_ZH_NOT_CMD.format(w) for w in ("/f", "1", "delims", "/a", "qhp")) + "\n请按任意键继续. . .",
         src="https://github.com/juzhijian/QT.help/issues/3")],
      cmd="<<proj>>.bat", os=("windows",), shells=("cmd",), locale="zh", look="cmd-make-not-recognized"),
    G("gradle-groovy-class-major-65", "gradle", "multiline", "https://github.com/cadence-workflow/cadence-java-samples/issues/278",
      ["* What went wrong:\nCould not compile settings file '<<root>>/settings.gradle'.\n> startup failed:\n"
       "  General error during semantic analysis: Unsupported class file major version 65",
       V("* What went wrong:\nCould not compile build file '<<root>>\\build.gradle'.\n> startup failed:\n"
         "  General error during conversion: Unsupported class file major version 65",
         src="https://github.com/YOUSY0US3F/minecraft-gpt-god-plugin/issues/46", os="windows", cmd="gradlew.bat"),
       V(" " + _ASM.format(v=65).replace("\t", "        "), src="https://github.com/FISCO-BCOS/group-signature-client/issues/19",
         cls="wrapper")],
      cmd="./gradlew", os=("linux",)),
    G("gradle-groovy-class-major-61", "gradle", "multiline", "https://github.com/JVoiceXML/JVoiceXML/issues/159",
      [_ASM.format(v=61),
       V("General error during semantic analysis: Unsupported class file major version 61",
         src="https://github.com/microsoft/vscode-gradle/issues/1216", tool="vscode-gradle", cls="version")],
      cmd="./gradlew build", os=("linux", "windows"), look="gradle-groovy-class-major-65"),
]
