"""Field set 5: the dynamic loader and friends. The shared library that cannot be opened is the
thing that is wrong (each its own group, in English and in Chinese glibc wording, raised by a binary,
by the JVM or by a Node addon); the existing path `ln` refuses to overwrite is volatile, its quoting
changed with coreutils releases; git's port-443 timeout and refusal need different fixes."""

from fieldspec import G, V

_LD = "{prog}: error while loading shared libraries: {lib}: cannot open shared object file: No such file or directory"

GROUPS = [
    G("f5-ld-libgconf-2", "ld.so", "non-file-path", "https://github.com/arkokoley/saadhn/issues/16",
      [_LD.format(prog="./Saadhn", lib="libgconf-2.so.4")], cmd="./Saadhn", exit=127, os=("linux",)),
    G("f5-ld-libgsl-25", "rmats", "multiline", "https://github.com/Xinglab/rmats-turbo/issues/256",
      [_LD.format(prog="<<root>>/rMATS/rMATS_C/rMATSexe", lib="libgsl.so.25") + "\nTraceback (most recent call last):\n"
       "  File \"<<root>>/rMATS/rMATS_P/FDR.py\", line 53, in <module>\n"
       "    ifile=open(sys.argv[1]);title=ifile.readline();\nFileNotFoundError: [Errno 2] No such file or directory:"
       " 'output_trail/tmp/JC_SE/rMATS_result_P-V.txt'"],
      cmd="python rmats.py --b1 b1.txt --od output_trail", os=("linux",), look="f5-ld-libgconf-2"),
    G("f5-ld-libpe-1", "ld.so", "non-file-path", "https://github.com/mentebinaria/readpe/issues/130",
      [_LD.format(prog="peres", lib="libpe.so.1") + "."], cmd="peres -a <<relfile>>", exit=127, os=("linux",),
      look="f5-ld-libgconf-2"),
    G("f5-ld-liblog4qt", "ld.so", "non-file-path", "https://github.com/zhanlangsir/Qtqq/issues/28",
      [_LD.format(prog="qtqq", lib="liblog4qt.so")], cmd="qtqq", exit=127, os=("linux",), look="f5-ld-libpe-1"),
    G("f5-jni-zh-libsegmentor", "java", "locale", "https://github.com/HIT-SCIR/ltp/issues/170",
      ["Exception in thread \"main\" java.lang.UnsatisfiedLinkError: /home/<<user>>/work/ztb/libsegmentor_jni.so:"
       " libsegmentor.so.0.2.0: 无法打开共享对象文件: 没有那个文件或目录\n"
       "\tat java.lang.ClassLoader$NativeLibrary.load(Native Method)\n"
       "\tat java.lang.ClassLoader.loadLibrary1(ClassLoader.java:1957)"],
      cmd="java -cp ltp4j.jar com.hiekn.wzh.Demo", locale="zh", os=("linux",), look="f5-ld-libpe-1"),
    G("f5-sqlite-zh-libsimple", "electron", "locale", "https://github.com/wangfenjin/simple/issues/153",
      ["SqliteError: ../../resources/libsimple.so: 无法打开共享对象文件: 没有那个文件或目录\n"
       "    at Database.loadExtension (<<root>>/node_modules/better-sqlite3/lib/methods/wrappers.js:19:14)"],
      cmd="npm run dev", locale="zh", os=("linux",), look="f5-jni-zh-libsegmentor"),
    G("f5-ln-symlink-file-exists", "ln", "version", "https://github.com/coolacid/docker-misp/issues/42",
      ["ln: failed to create symbolic link '/etc/nginx/sites-enabled/<<container>>': File exists",
       V("ln: failed to create symbolic link ‘<<home>>/.bash_profile’: File exists",
         src="https://github.com/ad-si/dotfiles/issues/16"),
       V("ln: failed to create symbolic link `/lib/modules/<<ver>>-v7+/build': File exists",
         src="https://github.com/xxorde/librekinect/issues/35"),
       V("ln: failed to create symbolic link '/usr/local/bin/<<proj>>': File exists",
         src="https://github.com/Mr-Robert0/Logsensor/issues/2", cmd="./install.sh", cls="everyday"),
       V("ln: failed to create symbolic link '<<root>>/mirrors/mirrors': File exists\n"
         "ln: failed to create symbolic link '/logs/<<proj>>': File exists",
         src="https://github.com/cedvan/docker-toran-proxy/issues/11", cls="multiline")],
      cmd="ln -s <<root>> <<home>>/<<proj>>", os=("linux",)),
    G("f5-ln-symlink-permission-denied", "ln", "everyday", "https://github.com/raspibolt/raspibolt/issues/285",
      ["ln: failed to create symbolic link '/home/<<user>>/.lnd': Permission denied",
       V("ln: failed to create symbolic link '/home/<<user>>/.lnd/lnd': Permission denied",
         src="https://github.com/raspibolt/raspibolt/issues/1438")],
      cmd="ln -s /mnt/hdd/lnd /home/<<user>>/.lnd", os=("linux",), look="f5-ln-symlink-file-exists"),
    G("f5-git-443-timed-out", "git", "wrapper", "https://github.com/githubteacher/fluffy-octo-guacamole/issues/30",
      ["Cloning into '<<proj>>'...\nfatal: unable to access 'https://github.com/<<org>>/<<proj>>.git/': Failed to"
       " connect to github.com port 443: Timed out",
       V("PS <<root>>> git clone https://github.com/<<user>>/<<proj>>.git\nCloning into '<<proj>>'...\n"
         "fatal: unable to access 'https://github.com/<<user>>/<<proj>>.git/': Failed to connect to github.com port 443:"
         " Timed out", src="https://github.com/neolee/pilot/issues/1078", os="windows", shell="powershell"),
       V("Cloning into 'E:\\Git\\<<org>>\\<<proj>>'...\nfatal: unable to access 'https://github.com/<<org>>/<<proj>>.git/':"
         " Failed to connect to github.com port 443: Timed out", src="https://github.com/desktop/desktop/issues/6031",
         os="windows", tool="github-desktop")],
      cmd="git clone https://github.com/<<org>>/<<proj>>.git", exit=128, os=("windows", "linux", "macos")),
    G("f5-git-443-refused", "github-desktop", "wrapper", "https://github.com/desktop/desktop/issues/2746",
      ["fatal: unable to access 'https://github.com/<<user>>/<<proj>>.git/': Failed to connect to github.com port 443:"
       " Connection refused\n\nError(s) during clone:\ngit clone failed: exit status 128",
       V("fatal: unable to access 'http://github.com/nvm-sh/nvm.git': Failed to connect to github.com port 443:"
         " Connection refused\nFailed to clone nvm repo. Please report this!",
         src="https://github.com/IIC2143-2021-1/Syllabus/issues/4", tool="nvm-install", cmd="bash install.sh"),
       V("Cloning into '<<proj>>'...\nfatal: unable to access 'https:// ... ': Failed to connect to github.com port 443:"
         " Connection refused", src="https://github.com/wimpysworld/desktopify/issues/25", os="linux", tool="git")],
      cmd="git clone https://github.com/<<user>>/<<proj>>.git", exit=128, os=("windows", "linux"),
      look="f5-git-443-timed-out"),
]
