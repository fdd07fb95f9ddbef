"""Field set 20, part c: DISM's error codes (English and Chinese), Windows' elevation and symlink
privilege, automake's versioned aclocal, pandoc's PDF engine, Tesseract's language data, and Jekyll
without webrick under Ruby 3."""

from fieldspec import G, Q, V

_WIN = ("windows",)

GROUPS = [
    # -- DISM: the error code decides the fix ------------------------------------------------------------
    G("f20-dism-0x800f081f-source-missing", "dism", "multiline", "https://github.com/brianlala/AutoSPInstaller/issues/25",
      [V("Deployment Image Servicing and Management tool\nVersion: 10.0.14393.0\n\nImage Version: 10.0.14393.0\n\nEnabling "
         "feature(s)\n[==========================100.0%==========================]\n\nError: 0x800f081f\n\nThe source files "
         "could not be found.\nUse the \"Source\" option to specify the location of the files that are required to restore "
         "the feature. For more information on specifying a source location, see "
         "http://go.microsoft.com/fwlink/?LinkId=243077.\n\nThe DISM log file can be found at "
         "C:\\Windows\\Logs\\DISM\\dism.log", tool="powershell", cls="wrapper"),
       V("Processing 1 of 1 - Adding package Package_for_RollupFix~31bf3856ad364e35~amd64~~26100.1742.1.10\n"
         "[==========================100.0%==========================]\nPackage_for_RollupFix: The source files could not "
         "be found.\nUse the \"Source\" option to specify the location of the files that are required to restore the "
         "feature. For more information on specifying a source location, see "
         "https://go.microsoft.com/fwlink/?LinkId=243077.\n Error: 0x800f081f\n\nError: 0x800f081f\n\nDISM failed. No "
         "operation was performed.\nFor more information, review the log file.",
         cmd="DISM /Image:mount /Add-Package /PackagePath:Windows11.0-KB5043080-x64.msu",
         src="https://github.com/adavak/Win_ISO_Patching_Scripts/issues/42")],
      cmd="DISM /Online /Enable-Feature /FeatureName:NetFx3 /All /LimitAccess /Source:D:\\sources\\sxs", os=_WIN,
      shells=("cmd", "powershell"), look="f20-dism-0x800f0906-download"),
    G("f20-dism-0x800f0906-download", "dism", "wrapper", "https://github.com/ansible/ansible/issues/14386",
      ["Deployment Image Servicing and Management tool  Version: 6.3.9600.17031  Image Version: 6.3.9600.17031  Enabling "
       "feature(s)  Error: 0x800f0906  The source files could not be downloaded.   Use the \\\"source\\\" option to specify "
       "the location of the files that are r\nequired to restore the feature. For more information on specifying a source "
       "location, see http://go.microsoft.com/fwlink/?LinkId=243077.  The DISM log file can be found at "
       "C:\\\\Windows\\\\Logs\\\\DISM\\\\dism.log"],
      cmd="cmd.exe /c DISM /Online /NoRestart /Enable-Feature /FeatureName:NetFx3 /All", os=_WIN, shells=("powershell",),
      look="f20-dism-0x800f081f-source-missing"),
    G("f20-dism-feature-name-unknown", "dism", "locale", "https://github.com/microsoft/WSL/issues/5952",
      [V("部署映像服务和管理工具\n版本: 10.0.18362.900\n\n映像版本: 10.0.18363.1082\n\n\n错误: 0x800f0819\n\n功能名称 "
         "Microsoft-Windows-Subsystem-Linux 未知。\n未识别出 Windows 功能名称。\n请使用 /Get-Features 选项在映像中查找功能名称，"
         "然后重试该命令。\n\n可以在 C:\\WINDOWS\\Logs\\DISM\\dism.log 上找到 DISM 日志文件"),
       V("错误: 0x800f0819\n\n功能名称 Microsoft-Windows-Subsystem-Linux 未知。\n未识别出 Windows 功能名称。\n请使用 "
         "/Get-Features 选项在映像中查找功能名称，然后重试该命令。"),
       V("功能名称 Microsoft-Windows-Subsystem-Linux 未知。\n未识别出 Windows 功能名称。")],
      cmd="dism.exe /online /enable-feature /featurename:Microsoft-Windows-Subsystem-Linux /all /norestart", os=_WIN,
      locale="zh", shells=("powershell",), look="f20-dism-0x800f081f-source-missing", n=27),
    G("f20-dism-image-needs-newer-dism", "rapr", "everyday", "https://github.com/lostindark/DriverStoreExplorer/issues/268",
      ["To service this Windows image requires the latest version of the DISM. See "
       "https://go.microsoft.com/fwlink/?LinkId=293395 to find the latest version of DISM, \nand "
       "https://go.microsoft.com/fwlink/?LinkId=293394 to learn how to install the latest version of DISM from the ADK on "
       "your computer."],
      os=_WIN, look="f20-dism-0x800f081f-source-missing"),

    # -- Windows: not elevated; no symlink privilege ---------------------------------------------------
    G("f20-windows-needs-elevation", "cmd", "two-programs", "https://github.com/ntdevlabs/tiny11builder/issues/72",
      [V("Getting image information:\n\n错误: 740\n\n需要提升权限才能运行 DISM。\n使用提升的命令提示符完成这些任务。\nPlease "
         "enter the image index:", tool="tiny11maker.ps1", locale="zh", shell="powershell",
         cmd=".\\tiny11maker.ps1", cls="locale"),
       V("错误: 740\n\n需要提升权限才能运行 DISM。\n使用提升的命令提示符完成这些任务。", tool="dism", locale="zh",
         cmd="dism /Get-WimInfo /wimfile:D:\\sources\\install.wim", cls="locale"),
       V("请求的操作需要提升", tool="cmd", locale="zh", cmd="vpnup.bat", src="https://github.com/jimmyxu/chnroutes/issues/23",
         cls="locale"),
       V("The requested operation requires elevation.", tool="wsl", locale="en", cmd="wsl --install",
         src="https://github.com/MicrosoftDocs/WSL/issues/1588")],
      os=_WIN, shells=("cmd", "powershell"), n=28, look="f20-windows-symlink-privilege"),
    G("f20-windows-symlink-privilege", "cmd", "two-programs", "https://github.com/MicrosoftDocs/windowsserverdocs/issues/6901",
      [V("You do not have sufficient privileges to perform this operation.", cmd="mklink mylink mytarget"),
       V("You do not have sufficient privilege to perform this operation.\n   Failed to create Symbolic Link [tempalias] to "
         "[c:\\temp\\test]", tool="7zbackup.ps1", shell="powershell", cmd=".\\7zbackup.ps1 --workdrive D",
         src="https://github.com/Isiweb/7zBackup/issues/11"),
       V("errorOut=ERROR: Cannot create symbolic link : A required privilege is not held by the client.",
         tool="stlite", cmd="npm run dump", src="https://github.com/whitphx/stlite/issues/673"),
       V("Failed to create symlink, reverting changes to package folders.\n\nFatal error: Attempted symbolic link action: "
         "create\n- from path: [<<home>>\\.nuget\\packages\\kotahi.mg.invocation\\1.0.16\\lib]\n-   to path: "
         "[C:\\dev\\mg-invocation\\Kotahi.MG.Invocation\\bin\\Debug]\nException: NuLink.Cli.SymbolicLinkException: Attempted "
         "symbolic link action: create\n- from path: [<<home>>\\.nuget\\packages\\kotahi.mg.invocation\\1.0.16\\lib]\n-   to "
         "path: [C:\\dev\\mg-invocation\\Kotahi.MG.Invocation\\bin\\Debug] ---> System.IO.IOException: Could not create "
         "link: A required privilege is not held by the client", tool="nulink",
         cmd="nulink link -p -l C:\\dev\\mg-invocation\\Kotahi.MG.Invocation\\Kotahi.MG.Invocation.csproj",
         src="https://github.com/nwheels-io/NuLink/issues/24", cls="multiline")],
      cmd="mklink /D <<root>>\\link <<root>>\\target", os=_WIN, shells=("cmd",), n=6,
      look="f20-windows-needs-elevation"),

    # -- automake: the aclocal a tarball was generated with ----------------------------------------------
    G("f20-automake-aclocal-version-missing", "make", "version", "https://github.com/zevv/duc/issues/125",
      [V("CDPATH=\"${ZSH_VERSION+.}:\" && cd . && /bin/bash <<root>>/missing aclocal-1.15 \n<<root>>/missing: line 81: "
         "aclocal-1.15: command not found\nWARNING: 'aclocal-1.15' is missing on your system.\n         You should only "
         "need it if you modified 'acinclude.m4' or\n         'configure.ac' or m4 files included by 'configure.ac'.\n"
         "         The 'aclocal' program is part of the GNU Automake package:\n         http://www.gnu.org/software/automake"
         "\nMakefile:403: recipe for target 'aclocal.m4' failed\nmake: *** [aclocal.m4] Error 127", cls="multiline"),
       V("CDPATH=\"${ZSH_VERSION+.}:\" && cd . && /bin/sh <<root>>/missing aclocal-1.14 \n<<root>>/missing: line 81: "
         "aclocal-1.14: command not found\nWARNING: 'aclocal-1.14' is missing on your system.\n         You should only "
         "need it if you modified 'acinclude.m4' or\n         'configure.ac' or m4 files included by 'configure.ac'.\nmake: "
         "*** [aclocal.m4] Error 127", src="https://github.com/SIPp/sipp/issues/61"),
       V("CDPATH=\"${ZSH_VERSION+.}:\" && cd . && /bin/sh '<<root>>/autostuff/missing' aclocal-1.16 -I m4\n"
         "<<root>>/autostuff/missing: line 81: aclocal-1.16: not found\nWARNING: 'aclocal-1.16' is missing on your system."
         "\n         You should only need it if you modified 'acinclude.m4' or\n         'configure.ac' or m4 files included "
         "by 'configure.ac'.\nmake: *** [Makefile:431: aclocal.m4] Error 127", shell="sh", cmd="make clean",
         src="https://github.com/brgl/libgpiod/issues/112"),
       V("WARNING: 'aclocal-1.13' is missing on your system.\n         You should only need it if you modified "
         "'acinclude.m4' or\n         'configure.ac' or m4 files included by 'configure.ac'.\n         The 'aclocal' "
         "program is part of the GNU Automake package:\n         http://www.gnu.org/software/automake\nmake: *** "
         "[aclocal.m4] Error 127", cmd="make all", src="https://github.com/b-k/apophenia/issues/12"),
       V("WARNING: 'aclocal-1.15' is missing on your system.\n         You should only need it if you modified "
         "'acinclude.m4' or\n         'configure.ac' or m4 files included by 'configure.ac'.\n         The 'aclocal' "
         "program is part of the GNU Automake package:\n         <http://www.gnu.org/software/automake>\nMakefile:372: "
         "recipe for target 'aclocal.m4' failed\nmake: * [aclocal.m4] Error 127",
         src="https://github.com/apereo/mod_auth_cas/issues/187"),
       V("WARNING: 'aclocal-1.16' is missing on your system.", src="https://github.com/wangling12/ncm-patch-script/pull/3",
         cmd="./build.sh", cls="everyday")],
      cmd="make", exit=2, os=("linux", "macos"), n=8),

    # -- pandoc: the PDF engine ----------------------------------------------------------------------
    G("f20-pandoc-pdflatex-not-found", "pandoc", "version", "https://github.com/jgm/pandoc/issues/6283",
      [V("pdflatex not found. Please select a different --pdf-engine or install pdflatex", cmd="pandoc -o out.pdf in.md"),
       V("Error: pdflatex not found. Please select a different --pdf-engine or install pdflatex", tool="MarkdownMonster",
         os="windows", cmd=None, src="https://github.com/RickStrahl/MarkdownMonster/issues/293", cls="wrapper"),
       V("Error: Command failed: pandoc -f markdown+tex_math_single_backslash -o <<root>>/title.pdf --pdf-engine=pdflatex "
         "pdflatex not found. Please select a different --pdf-engine or install pdflatex", tool="code",
         src="https://github.com/shd101wyy/markdown-preview-enhanced/issues/1249", cls="wrapper"),
       V("pandoc: pdflatex not found. pdflatex is needed for pdf output.", os="macos",
         cmd="pandoc -f markdown -o out.pdf",
         src="https://github.com/tbfisher/sublimetext-Pandoc/issues/21"),
       V("pandoc: pdflatex not found. pdflatex is needed for pdf output", tool="atom",
         src="https://github.com/josa42/atom-pandoc-convert/issues/5", os="windows"),
       V("pdflatex not found. Please select a different --pdf-engine or install pdflatex", tool="docker",
         cmd="docker run --rm -v \"$(pwd):/data\" pandoc/core Readme.md -o Readme.pdf",
         src="https://github.com/pandoc/dockerfiles/issues/217", cls="wrapper")],
      cmd="pandoc README.md -o README.pdf", os=("linux", "macos"), n=8, look="f20-pandoc-pdf-engine-not-known"),
    G("f20-pandoc-pdf-engine-not-known", "subl", "everyday", "https://github.com/tbfisher/sublimetext-Pandoc/issues/69",
      ["error: Error when running:\n/usr/local/bin/pandoc -f markdown --pdf-engine=/Library/TeX/texbin/pdflatex "
       "--output=<<home>>/Desktop/output.pdf\npdf-engine /Library/TeX/texbin/pdflatex not known",
       "pdf-engine /Library/TeX/texbin/pdflatex not known"],
      os=("macos",), look="f20-pandoc-pdflatex-not-found"),
    G("f20-pandoc-em-dash-option", "pandoc", "everyday", "https://github.com/jgm/pandoc/issues/4264",
      ["pandoc: —pdf-engine=xelatex: openBinaryFile: does not exist (No such file or directory)"],
      cmd="pandoc —pdf-engine=xelatex -o out.pdf in.md", os=("macos",), look="f20-pandoc-pdflatex-not-found"),

    # -- Tesseract: which language's data is missing ------------------------------------------------------
    G("f20-tesseract-chi-sim-traineddata", "tesseract", "wrapper", "https://github.com/tesseract-ocr/langdata/issues/93",
      [V("Error opening data file /usr/local/share/tessdata/chi_sim.traineddata\nPlease make sure the TESSDATA_PREFIX "
         "environment variable is set to the parent directory of your \"tessdata\" directory.\nFailed loading language "
         "'chi_sim'\nTesseract couldn't load any languages!", cmd="tesseract test.png out -l chi_sim", cls="multiline"),
       V("    raise TesseractError(status, errors)\npytesseract.pytesseract.TesseractError: (1, 'Error opening data file "
         "\\\\Program Files (x86)\\\\Tesseract-OCR\\\\chi_sim.train\neddata')", tool="python", os="windows",
         shell="powershell", cmd="python main.py", src="https://github.com/wangtonghe/hq-answer-assist/issues/9"),
       V("Error opening data file ./chi_sim.traineddata\nPlease make sure the TESSDATA_PREFIX environment variable is set to "
         "your \"tessdata\" directory.\nFailed loading language 'chi_sim'\nTesseract couldn't load any languages!\n"
         "Warning: Invalid resolution 0 dpi. Using 70 instead.", tool="java", cmd="java -jar simm-framework.jar",
         src="https://github.com/git-simm/simm-framework/issues/3", cls="two-programs"),
       V("pytesseract.pytesseract.TesseractError: (1, 'Error opening data file F:\\\\Tesseract-OCR\\\\/tessdata/"
         "chi_sim.traineddata Please make sure the TESSDATA_PREFIX environment variable is set to your \"tessdata\" "
         "directory. Failed loading language \\'chi_sim\\' Tesseract couldn\\'t load any languages! Could not initialize "
         "tesseract.')", tool="python", os="windows", cmd="python img2txt.py",
         src="https://github.com/vipstone/faceai/issues/23"),
       V("pytesseract.pytesseract.TesseractError: (1, u'Error opening data file "
         "<replace_with_your_tessdata_dir_path>/tessdata/chi_sim.traineddata')", tool="python", os="macos",
         cmd="python helloword.py", src="https://github.com/madmaze/pytesseract/issues/77")],
      cmd="tesseract page.png out -l chi_sim", os=("linux",), n=7, look="f20-tesseract-eng-traineddata"),
    G("f20-tesseract-eng-traineddata", "tesseract", "multiline", "https://github.com/tesseract-ocr/tesseract/issues/1464",
      [V("Error opening data file ./tessdata/eng.traineddata\nPlease make sure the TESSDATA_PREFIX environment variable is "
         "set to the parent directory of your \"tessdata\" directory.\nFailed loading language 'eng'\nTesseract couldn't "
         "load any languages!\nCould not initialize tesseract.", cmd="tesseract --list-langs", os="macos"),
       V("Error opening data file tessdata/tessdata/eng.traineddata\nPlease make sure the TESSDATA_PREFIX environment "
         "variable is set to the parent directory of your \"tessdata\" directory.\nFailed loading language 'eng'\n"
         "Tesseract couldn't load any languages!", tool="java", os="windows", cmd="java -jar sikulixapi.jar",
         src="https://github.com/RaiMan/SikuliX-2014/issues/87", cls="two-programs"),
       V("Please make sure the TESSDATA_PREFIX environment variable is set to the parent directory of your \"tessdata\" directory.\nFailed "
         "loading language 'eng'\nTesseract couldn't load any languages!", tool="xcodebuild", os="macos", cmd=None,
         src="https://github.com/gali8/Tesseract-OCR-iOS/issues/55", cls="non-file-path")],
      cmd="tesseract scan.tiff out", os=("macos",), look="f20-tesseract-chi-sim-traineddata"),
    G("f20-tesseract-fra-traineddata", "python", "wrapper", "https://github.com/tesseract-ocr/tesseract/issues/2393",
      ["pytesseract.pytesseract.TesseractError: (1, 'Error opening data file ./fra.traineddata Please make sure the "
       "TESSDATA_PREFIX environment variable is set to your \"tessdata\" directory. Failed loading language \\'fra\\' "
       "Tesseract couln\\'t load any languages! Could not initialize tesseract.')"],
      cmd="python ocr.py", os=("linux",), look="f20-tesseract-chi-sim-traineddata"),
    G("f20-tesseract-chi-hyphen-name", "python", "wrapper", "https://github.com/openpaperwork/pyocr/issues/70",
      ["TesseractError: (1, 'Error opening data file /usr/workspace/tesseract/chi-sim.traineddata\\nPlease make sure the "
       "TESSDATA_PREFIX environment variable is set to your \"tessdata\" directory.\\nFailed loading language "
       "\\'chi-sim\\'\\nTesseract couldn\\'t load any languages!\\nCould not initialize tesseract.\\n')"],
      cmd="python ocr.py", os=("linux",), look="f20-tesseract-chi-sim-traineddata"),

    # -- Jekyll under Ruby 3: webrick is no longer bundled ------------------------------------------------
    G("f20-jekyll-webrick-loaderror", "jekyll", "version", "https://github.com/jekyll/jekyll/issues/8531",
      [V(" Auto-regeneration: enabled for '<<root>>'\n                    ------------------------------------------------\n"
         "      Jekyll 4.2.0   Please append `--trace` to the `serve` command \n                     for any additional "
         "information or backtrace. \n                    ------------------------------------------------\n"
         "/usr/local/lib/ruby/gems/3.0.0/gems/jekyll-4.2.0/lib/jekyll/commands/serve/servlet.rb:3:in `require': cannot load "
         "such file -- webrick (LoadError)", os="macos", cls="multiline"),
       V("/opt/homebrew/Cellar/ruby/3.3.5/lib/ruby/3.3.0/bundled_gems.rb:75:in `require': cannot load such file -- webrick "
         "(LoadError)", os="macos", src="https://github.com/riggraz/no-style-please/pull/91"),
       V("<internal:<<home>>/.rubies/ruby-3.1.2/lib/ruby/3.1.0/rubygems/core_ext/kernel_require.rb>:85:in `require': cannot "
         "load such file -- webrick (LoadError)", src="https://github.com/duckdb/duckdb-web/pull/227"),
       V("Ruby31-x64/lib/ruby/gems/3.1.0/gems/jekyll-4.2.2/lib/jekyll/commands/serve/servlet.rb:3:in `require': cannot "
         "load such file -- webrick (LoadError)", os="windows", src="https://github.com/github/pages-gem/issues/834"),
       V("jekyll server --watch --safe --port 3000 --drafts\n Auto-regeneration: enabled for '<<root>>'\n<internal:<<home>>/"
         ".rbenv/versions/3.1.1/lib/ruby/3.1.0/rubygems/core_ext/kernel_require.rb>:85:in `require': cannot load such file "
         "-- webrick (LoadError)", tool="make", cmd="make serve", src="https://github.com/gleam-lang/website/pull/150",
         cls="wrapper"),
       V("<<root>>/vendor/bundle/ruby/3.0.0/gems/jekyll-3.9.2/lib/jekyll/commands/serve/servlet.rb:3:in `require': cannot "
         "load such file -- webrick (LoadError)\n\tfrom <<root>>/vendor/bundle/ruby/3.0.0/gems/jekyll-3.9.2/lib/jekyll/"
         "commands/serve/servlet.rb:3:in `<top (required)>'\n\tfrom <<root>>/vendor/bundle/ruby/3.0.0/gems/jekyll-3.9.2/lib/"
         "jekyll/commands/serve.rb:184:in `require_relative'", src="https://github.com/publiccodenet/about/pull/1237",
         cmd="script/serve.sh", cls="multiline"),
       V("C:/Ruby30-x64/lib/ruby/gems/3.0.0/gems/jekyll-4.2.1/lib/jekyll/commands/serve/servlet.rb:3:in 'require': cannot "
         "load such file -- webrick (LoadError)", os="windows", src="https://github.com/bitbrain/jekyll-dash/issues/78")],
      cmd="bundle exec jekyll serve", os=("linux", "macos", "windows"), n=9),
]

QUERIES = [
    Q("DISM error 0x800f081f the source files could not be found", "f20-dism-0x800f081f-source-missing", "plain"),
    Q("DISM 启用 .NET 3.5 报 0x800f081f 找不到源文件", "f20-dism-0x800f081f-source-missing", "zh"),
    Q("DISM 0x800f0906 the source files could not be downloaded", "f20-dism-0x800f0906-download", "plain"),
    Q("DISM 0x800f0906 无法下载源文件", "f20-dism-0x800f0906-download", "zh"),
    Q("dism feature name Microsoft-Windows-Subsystem-Linux is unknown 0x800f0819", "f20-dism-feature-name-unknown",
      "plain"),
    Q("功能名称 Microsoft-Windows-Subsystem-Linux 未知 错误 0x800f0819", "f20-dism-feature-name-unknown", "zh"),
    Q("to service this windows image requires the latest version of DISM", "f20-dism-image-needs-newer-dism", "plain"),
    Q("维护此 Windows 映像需要最新版本的 DISM", "f20-dism-image-needs-newer-dism", "zh"),
    Q("the requested operation requires elevation run as administrator", "f20-windows-needs-elevation", "plain"),
    Q("请求的操作需要提升 需要提升权限才能运行", "f20-windows-needs-elevation", "zh"),
    Q("mklink you do not have sufficient privilege to perform this operation", "f20-windows-symlink-privilege", "plain"),
    Q("创建符号链接提示客户端没有所需的特权", "f20-windows-symlink-privilege", "zh"),
    Q("make says aclocal-1.15 is missing on your system", "f20-automake-aclocal-version-missing", "plain"),
    Q("make 时提示 aclocal-1.16 在系统中缺失", "f20-automake-aclocal-version-missing", "zh"),
    Q("pandoc pdflatex not found please select a different pdf-engine", "f20-pandoc-pdflatex-not-found", "plain"),
    Q("pandoc 导出 PDF 找不到 pdflatex", "f20-pandoc-pdflatex-not-found", "zh"),
    Q("pandoc pdf-engine path not known", "f20-pandoc-pdf-engine-not-known", "plain"),
    Q("pandoc 提示 pdf-engine 路径未知", "f20-pandoc-pdf-engine-not-known", "zh"),
    Q("pandoc pdf-engine=xelatex openBinaryFile does not exist", "f20-pandoc-em-dash-option", "plain"),
    Q("pandoc 把 —pdf-engine 当成文件名 openBinaryFile 不存在", "f20-pandoc-em-dash-option", "zh"),
    Q("tesseract error opening data file chi_sim.traineddata", "f20-tesseract-chi-sim-traineddata", "plain"),
    Q("tesseract 找不到 chi_sim 中文语言包", "f20-tesseract-chi-sim-traineddata", "zh"),
    Q("tesseract failed loading language eng traineddata", "f20-tesseract-eng-traineddata", "plain"),
    Q("tesseract 加载 eng 语言失败 TESSDATA_PREFIX", "f20-tesseract-eng-traineddata", "zh"),
    Q("pytesseract error opening data file fra.traineddata", "f20-tesseract-fra-traineddata", "plain"),
    Q("pytesseract 打不开 fra 法语数据文件", "f20-tesseract-fra-traineddata", "zh"),
    Q("pyocr chi-sim traineddata cannot be loaded", "f20-tesseract-chi-hyphen-name", "plain"),
    Q("pyocr 用 chi-sim 语言名加载失败", "f20-tesseract-chi-hyphen-name", "zh"),
    Q("jekyll serve cannot load such file webrick", "f20-jekyll-webrick-loaderror", "plain"),
    Q("jekyll serve 报 cannot load such file -- webrick", "f20-jekyll-webrick-loaderror", "zh"),
]
