"""Field set 5: messages in Chinese (a localized JVM, GCC, make, and Windows' own socket error text
through Python). The class the JVM could not load and the header GCC could not find are the things
that are wrong, so each is its own group."""

from fieldspec import G

GROUPS = [
    G("f5-java-zh-main-class-davinci", "java", "locale", "https://github.com/andotorg/davinci-boot/issues/1",
      ["错误: 找不到或无法加载主类 edp.DavinciServerApplication\n"
       "原因: java.lang.ClassNotFoundException: edp.DavinciServerApplication"],
      cmd="sh bin/start-server.sh", locale="zh", os=("linux",)),
    G("f5-java-zh-main-class-files", "java", "locale", "https://github.com/PowerNukkitX/PNX-CLI/issues/4",
      ["错误: 找不到或无法加载主类 Files\n原因: java.lang.ClassNotFoundException: Files"],
      cmd="pnx start", locale="zh", os=("windows",), look="f5-java-zh-main-class-davinci"),
    G("f5-java-zh-main-class-commonscollections10", "java", "locale", "https://github.com/potats0/shiroPoc/issues/16",
      ["错误: 找不到或无法加载主类 CommonsCollections10\n原因: java.lang.ClassNotFoundException: CommonsCollections10"],
      cmd="java -cp shiroPoc-0.5-SNAPSHOT-jar-with-dependencies.jar CommonsCollections10 SpringBootEcho1",
      locale="zh", os=("windows", "linux"), look="f5-java-zh-main-class-davinci"),
    G("f5-gcc-zh-config-h", "gcc", "locale", "https://github.com/fishmarch/SP-SLAM/issues/6",
      ["fatal error: Config.h: 没有那个文件或目录\n #include \"Config.h\""],
      cmd="make", locale="zh", os=("linux",)),
    G("f5-gcc-zh-hphp-base-includes", "gcc", "locale", "https://github.com/reeze/msgpack-hhvm/issues/3",
      ["<<cfile>>: fatal error: hphp/runtime/base/base-includes.h: 没有那个文件或目录\n"
       " #include \"hphp/runtime/base/base-includes.h\""],
      cmd="make", locale="zh", os=("linux",), look="f5-gcc-zh-config-h"),
    G("f5-make-zh-no-rule-all", "make", "locale", "https://github.com/MPI-IS/mesh/issues/32",
      ["make: *** No rule to make target 'all'。 停止"],
      cmd="make all", exit=2, locale="zh", os=("linux",)),
    G("f5-python-zh-winerror-10060", "python", "locale",
      "https://github.com/lok419/Reinforcement_learning_on_portfolio_selection/issues/1",
      ["TimeoutError: [WinError 10060] 由于连接方在一段时间后没有正确答复或连接的主机没有反应，连接尝试失败。。"],
      cmd="python Ssh.py", locale="zh", os=("windows",)),
]
