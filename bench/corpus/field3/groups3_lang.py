"""Field set 3: language tooling (mypy, R, ffmpeg builds, Docker Compose v1 and v2)."""

from fieldspec import G, V

_MYPY_NOTES = ('{w}: note: Hint: "python3 -m pip install {stub}"\n{w}: note: (or run "mypy --install-types" to install all '
               'missing stub packages)\n{w}: note: See https://mypy.readthedocs.io/en/stable/running_mypy.html#missing-imports')
_R_LIB = "Error in library({0}) : there is no package called ‘{0}’"

GROUPS = [
    G("f3-mypy-stubs-yaml", "mypy", "multiline", "https://github.com/weibullguy/python-lint-plus/issues/8", [
        '<<pyfile>>:<<line>>: error: Library stubs not installed for "yaml"  [import]\n'
        + _MYPY_NOTES.format(w="<<pyfile>>:<<line>>", stub="types-PyYAML"),
    ], cmd="mypy --install-types <<proj>>", os=("linux", "macos", "windows")),
    G("f3-mypy-stubs-certifi", "mypy", "multiline", "https://github.com/python/mypy/issues/12504", [
        '<string>:1: error: Library stubs not installed for "certifi" (or incompatible with Python 3.10)  [import]\n'
        + _MYPY_NOTES.format(w="<string>:1", stub="types-certifi") + "\nFound 1 error in 1 file (checked 1 source file)",
    ], cmd='mypy -c "import certifi"', os=("windows", "linux"), look="f3-mypy-stubs-yaml"),
    G("f3-mypy-stubs-pymysql", "mypy", "version", "https://github.com/marian-code/python-lint-annotate/pull/5", [
        'error: Library stubs not installed for "pymysql" (or incompatible with Python 3.8)',
    ], cmd="mypy --ignore-missing-imports --follow-imports=silent .", look="f3-mypy-stubs-yaml"),
    G("f3-mypy-stubs-pygments", "mypy", "version", "https://github.com/python/mypy/issues/21068", [
        'error: Library stubs not installed for "pygments.lexers"  [import-untyped]\nnote: Hint: "python3 -m pip install '
        'types-Pygments"\nnote: (or run "mypy --install-types" to install all missing stub packages)\nnote: See '
        'https://mypy.readthedocs.io/en/stable/running_mypy.html#missing-imports\nerror: Library stubs not installed for '
        '"pygments"  [import-untyped]',
    ], cmd="mypy .", look="f3-mypy-stubs-yaml"),
    G("f3-mypy-no-py-typed-sh", "mypy", "multiline", "https://github.com/amoffat/sh/issues/655", [
        'error: Skipping analyzing "sh": module is installed, but missing library stubs or py.typed\nmarker  [import]\n'
        "    from sh import git\n    ^",
    ], cmd="mypy <<pyfile>>", look="f3-mypy-stubs-yaml"),
    G("f3-ffmpeg-no-libx264", "ffmpeg", "everyday", "https://github.com/tanersener/react-native-ffmpeg/issues/14", [
        "Unknown encoder 'libx264'\nConversion failed!",
        V("Unknown encoder 'libx264'\nffmpeg version 4.0 Copyright (c) 2000-2018 the FFmpeg developers\n  built with gcc "
          "7.2.0 (crosstool-NG fa8859cb)", src="https://github.com/satoshiiizuka/siggraphasia2019_remastering/issues/10",
          cls="multiline"),
        V("Unknown encoder 'libx264'", src="https://github.com/bytedance/LatentSync/issues/147",
          cmd="ffmpeg  -y -i <<relfile>>   -c:v libx264 -crf 24 output-file.mp4"),
    ], cmd="ffmpeg -i <<relfile>> -vcodec libx264 -pix_fmt yuv420p out.mp4", os=("linux", "macos", "windows"), n=6),
    G("f3-ffmpeg-no-libx265", "ffmpeg", "everyday", "https://github.com/cropsly/ffmpeg-android-java/issues/308", [
        "Unknown encoder 'libx265'",
    ], cmd="ffmpeg -y -i input.mp4 -vcodec libx265 -crf 31 output.mp4", look="f3-ffmpeg-no-libx264"),
    G("f3-ffmpeg-no-h264", "ffmpeg", "everyday", "https://github.com/Kernald/ffmpeg-android/issues/3", [
        "Unknown encoder 'h264'",
    ], cmd="ffmpeg -y -i <<relfile>> -vcodec h264 -strict -2 out.mp4", look="f3-ffmpeg-no-libx264"),
    G("f3-ffmpeg-no-libxvid", "ffmpeg", "multiline", "https://github.com/WinFF/winff/issues/168", [
        "    Stream #0.1(und): Audio: aac, 44100 Hz, stereo, s16, 149 kb/s\n    Metadata:\n      creation_time   : "
        "<<date>> <<time>>\nUnknown encoder 'libxvid'\nPress Enter to Continue",
    ], cmd="ffmpeg -i <<relfile>> -vcodec libxvid out.avi", os=("linux",), look="f3-ffmpeg-no-libx264"),
    G("f3-ffmpeg-no-libvpx-heroku", "ffmpeg", "runtime-value",
      "https://github.com/shunjikonishi/heroku-buildpack-ffmpeg/issues/3", [
        "Apr 21 <<time>> <<proj>> app/web.<<n>>: Please use -b:a or -b:v, -b is ambiguous\nApr 21 <<time>> <<proj>> "
        "app/web.<<n>>: Unknown encoder 'libvpx'",
    ], cmd="heroku logs --tail", os=("linux",), look="f3-ffmpeg-no-libx264"),
    G("f3-r-no-package-cobalt", "R", "everyday", "https://github.com/ngreifer/cobalt/issues/75", [
        _R_LIB.format("cobalt"),
    ], cmd="Rscript analysis.R", os=("windows", "macos", "linux")),
    G("f3-r-no-package-bipartite", "R", "everyday",
      "https://github.com/Ecological-Complexity-Lab/infomap_ecology_package/issues/1", [
        _R_LIB.format("bipartite"),
    ], cmd="Rscript run_infomap.R", look="f3-r-no-package-cobalt"),
    G("f3-r-no-package-datatable-ggplot2", "R", "multiline", "https://github.com/wooyongc/Benisse/issues/13", [
        _R_LIB.format("data.table") + "\n" + _R_LIB.format("ggplot2"),
    ], cmd="Rscript ./Benisse.R", os=("linux",), look="f3-r-no-package-cobalt"),
    G("f3-r-dependency-tseries-missing", "R", "multiline", "https://github.com/nmecsys/BETS/issues/12", [
        "Error: package or namespace load failed for ‘BETS’ in loadNamespace(j <- i[[1L]], c(lib.loc, .libPaths()), "
        "versionCheck = vI[[j]]):\n there is no package called ‘tseries’",
    ], cmd="R -e 'library(BETS)'", os=("windows",), look="f3-r-no-package-cobalt"),
    G("f3-r-loadnamespace-here", "R", "wrapper", "https://github.com/zabore/tutorials/issues/4", [
        "Error in loadNamespace(name) : there is no package called ‘here’",
    ], cmd="Rscript -e \"rmarkdown::render('survival_analysis_in_r_tutorial.Rmd')\"", look="f3-r-no-package-cobalt"),
    G("f3-r-find-package-nycflights13", "R", "multiline", "https://github.com/OHDSI/Tidy-R-programming-with-OMOP/pull/55", [
        "Error in find.package(package, lib.loc, verbose = verbose) : \n  there is no package called ‘nycflights13’",
    ], cmd="Rscript -e 'copy_nycflights13(db)'", look="f3-r-no-package-cobalt"),
    G("f3-docker-compose-v2-plugin-missing", "docker", "version", "https://github.com/1N3/Sn1per/issues/430", [
        "docker: 'compose' is not a docker command.\nSee 'docker --help'",
        V("docker: 'compose' is not a docker command.\nSee 'docker --help'", shell="zsh",
          src="https://github.com/getumbrel/llama-gpt/issues/62"),
    ], cmd="docker compose up", os=("linux",), n=5),
    G("f3-docker-compose-v1-binary-missing", "docker-compose", "version",
      "https://github.com/ob-community/open-balena-admin/issues/39", [
        "./compose: line 26: docker-compose: command not found",
        V("docker-compose: command not found", src="https://github.com/docker/compose/issues/3832", cls="shell"),
    ], cmd="./compose up", exit=127, os=("linux", "macos"), look="f3-docker-compose-v2-plugin-missing"),
]
