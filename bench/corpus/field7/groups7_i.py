"""Field set 7: SQLite's lock as Python's sqlite3 and Django's debug page word it, and GNU ld missing
a library (in Chinese and in English; which library decides the fix). Each message is copied from
the thread in `src`."""

from fieldspec import G, Q, V

GROUPS = [
    G("sqlite-database-locked", "python", "two-programs", "https://github.com/medialab/minet/issues/867",
      [V("    cursor.executemany(SQL_INSERT_JOB, rows)\nsqlite3.OperationalError: database is locked", tool="minet",
         cmd="minet crawl spider.yml"),
       V("  File \"/usr/local/lib/python3.7/dist-packages/django/db/backends/sqlite3/base.py\", line 383, in execute\n"
         "    return Database.Cursor.execute(self, query, params)\nsqlite3.OperationalError: database is locked",
         tool="django", cmd="python manage.py runserver", src="https://github.com/j3ssie/osmedeus/issues/168",
         cls="wrapper"),
       V("OperationalError at /add_light/<<n>>\ndatabase is locked\nRequest Method:\tPOST", tool="django",
         cmd="python manage.py runserver 0.0.0.0:8000", src="https://github.com/NSPManager/NSPanelManager/issues/51",
         cls="runtime-value"),
       V("OperationalError at /setup/AssignSpreads/\ndatabase is locked\nRequest Method:\tGET", tool="django",
         cmd="ADSM_Beta.exe", os="windows", src="https://github.com/NAVADMC/ADSM/issues/685")],
      exit=1, os=("linux", "macos")),
    G("ld-zh-cannot-find-lbwdpi", "ld", "locale", "https://github.com/RMerl/asuswrt-merlin.ng/issues/32",
      ["<<home>>/work/am-toolchains/brcm-arm-hnd/crosstools-arm-gcc-5.3-linux-4.1-glibc-2.22-binutils-2.25/usr/bin/../lib/"
       "gcc/arm-buildroot-linux-gnueabi/5.3.0/../../../../arm-buildroot-linux-gnueabi/bin/ld: 找不到 -lbwdpi\n"
       "collect2: 错误：ld 返回 1\nMakefile:578: recipe for target 'rc' failed\nmake[6]: *** [rc] Error 1"],
      cmd="make rt-ac86u", exit=2, os=("linux",), locale="zh"),
    G("ld-cannot-find-llua5-4", "ld", "everyday", "https://github.com/aarzilli/golua/issues/93",
      ["/usr/bin/ld: cannot find -llua5.4 collect2: error: ld returned 1 exit status"], cmd="go build", exit=2,
      os=("linux",), look="ld-zh-cannot-find-lbwdpi"),
    G("ld-cannot-find-lc-static", "ld", "multiline", "https://github.com/munjeni/newflasher/issues/7",
      ["/usr/bin/ld: cannot find -lc\ncollect2: error: ld returned 1 exit status\n"
       "make: *** [makefile:24: newflasher.x64] Error 1"], cmd="make newflasher.x64", exit=2, os=("linux",),
      look="ld-cannot-find-llua5-4"),
]

QUERIES = [
    Q("sqlite writes fail while another process holds the db", "sqlite-database-locked", "plain"),
    Q("sqlite 数据库被锁 写入失败", "sqlite-database-locked", "zh"),
    Q("asuswrt firmware build can't link bwdpi library", "ld-zh-cannot-find-lbwdpi", "plain"),
    Q("编译梅林固件链接时缺 bwdpi 库", "ld-zh-cannot-find-lbwdpi", "zh"),
    Q("go build of golua can't link lua 5.4", "ld-cannot-find-llua5-4", "plain"),
    Q("golua 编译链接不到 lua5.4 库", "ld-cannot-find-llua5-4", "zh"),
    Q("static build on fedora can't link libc", "ld-cannot-find-lc-static", "plain"),
    Q("fedora 静态编译找不到 libc", "ld-cannot-find-lc-static", "zh"),
]
