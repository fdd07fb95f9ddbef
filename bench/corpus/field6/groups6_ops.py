"""Field set 6: encoders, web-server directives, database roles, Ansible modules, Terraform
arguments, R packages and pacman targets. In each family the value that is wrong (the encoder,
directive, role, module, argument, package or target) decides the group; paths, pids and
timestamps are volatile."""

from fieldspec import G, V

_NGINX_TEST_FAILED = "nginx: configuration file <<root>>/nginx/conf/nginx.conf test failed"

GROUPS = [
    G("ffmpeg-unknown-encoder-libx265", "ffmpeg", "everyday",
      "https://github.com/numberwolf/FFmpeg-QuQi-H265-FLV-RTMP/issues/4",
      ["Unknown encoder 'libx265'",
       V("Unknown encoder 'libx265'", src="https://github.com/arthenica/ffmpeg-kit/issues/301", os="macos")],
      cmd="ffmpeg -re -i video_<<line>>.mp4 -vcodec libx265 -acodec aac -f flv rtmp://<<host>>:1935/live/stream",
      os=("linux", "macos", "windows")),
    G("ffmpeg-unknown-encoder-libx264", "ffmpeg", "wrapper",
      "https://github.com/arthenica/ffmpeg-kit-test/issues/25",
      ["ffmpeg-kit-test: Unknown encoder 'libx264'",
       V("Unknown encoder 'libx264'", tool="ffmpeg")],
      cmd="ffmpeg -i <<proj>>.mov -c:v libx264 out.mp4", look="ffmpeg-unknown-encoder-libx265",
      os=("macos", "linux")),
    G("nginx-unknown-directive-http2", "nginx", "version", "https://github.com/cym1102/nginxWebUI/issues/146",
      ['nginx: [emerg] unknown directive "http2" in <<root>>/temp/nginx.conf:<<line>>'],
      cmd="nginx -t", os=("linux",)),
    G("nginx-unknown-directive-more-set-headers", "nginx", "everyday",
      "https://github.com/alfg/docker-nginx-rtmp/issues/134",
      ['nginx: [emerg] unknown directive "more_set_headers" in /etc/nginx/nginx.conf:<<line>>'],
      cmd="docker-compose up -d", look="nginx-unknown-directive-http2", os=("linux",)),
    G("nginx-unknown-directive-pagespeed", "nginx", "multiline",
      "https://github.com/madlifer/ngx_pagespeed_auto/issues/1",
      ['nginx: [emerg] unknown directive "pagespeed" in <<root>>/vhost/nginx/<<proj>>.com.conf:<<line>>\n'
       + _NGINX_TEST_FAILED],
      cmd="nginx -t", look="nginx-unknown-directive-http2", os=("linux",)),
    G("postgres-role-postgres-missing", "postgres", "runtime-value", "https://github.com/xpf0000/FlyEnv/issues/99",
      ['<<date>> <<time>>.<<n2>> CST [<<pid>>] FATAL:  role "postgres" does not exist',
       V('FATAL: role "postgres" does not exist', src="https://github.com/pgadmin-org/pgadmin4/issues/3501",
         tool="pgadmin4")],
      cmd="", exit=None, os=("macos",)),
    G("postgres-role-directus-missing", "postgres", "runtime-value", "https://github.com/directus/directus/issues/23753",
      ['postgis.directus.<<org>>.nl   | <<date>> <<time>>.<<n2>> UTC [<<pid>>] FATAL:  role "directus" does not exist'],
      cmd="docker compose logs postgis", exit=None, look="postgres-role-postgres-missing", os=("linux",)),
    G("ansible-module-deb822-repository", "ansible-playbook", "multiline",
      "https://github.com/chadgeary/cloudblock/issues/112",
      ["ERROR! couldn't resolve module/action 'deb822_repository'. This often indicates a misspelling, missing "
       "collection, or incorrect module path.\n\nThe error appears to be in '/<<proj>>/playbooks/<<proj>>_amd64.yml': "
       "line <<line>>, column 7, but may\nbe elsewhere in the file depending on the exact syntax problem.\n\n"
       "The offending line appears to be:\n\n\n    - name: Add repo using key from URL\n      ^ here"],
      cmd="ansible-playbook <<proj>>/playbooks/<<proj>>_amd64.yml", os=("linux",)),
    G("ansible-module-systemd-service", "ansible-playbook", "everyday", "https://github.com/geerlingguy/apple-pi/issues/2",
      ["ERROR! couldn't resolve module/action 'systemd_service'. This often indicates a misspelling, missing "
       "collection, or incorrect module path. The error appears to be in "
       "'<<home>>/.ansible/roles/geerlingguy.security/handler s/main.yml': line 2, column 3, but may be elsewhere "
       "in the file depending on the exact syntax problem. The offending line appears to be:"],
      cmd="ansible-playbook main.yml", look="ansible-module-deb822-repository", os=("linux", "macos")),
    G("ansible-module-lwe-input", "ansible", "version",
      "https://github.com/llm-workflow-engine/llm-workflow-engine/issues/353",
      ["[ERROR]: couldn't resolve module/action 'lwe_input'. This often indicates a misspelling, missing "
       "collection, or incorrect module path.\nOrigin: <<root>>/workflow-task.yaml:<<line>>:7"],
      cmd="lwe", look="ansible-module-deb822-repository", os=("linux", "macos")),
    G("terraform-unsupported-argument-mounts", "terraform", "multiline",
      "https://github.com/project0/terraform-provider-podman/issues/77",
      ['│ Error: Unsupported argument\n│ \n│   on resource.tf line <<line>>, in resource "podman_pod" "pod":\n'
       '│   <<line>>:   mounts = [\n│ \n│ An argument named "mounts" is not expected here.'],
      cmd="terraform plan", os=("linux", "macos", "windows")),
    G("terraform-unsupported-argument-vcenter-block", "terraform", "version",
      "https://github.com/vmware/terraform-provider-avi/issues/20",
      ['Error: Unsupported argument\n  on cloud.tf line <<line>>, in resource "avi_cloud" "vcenter":\n'
       '   <<line>>:   vcenter_configuration = "${var.vcenter_configuration}"\nAn argument named '
       '"vcenter_configuration" is not expected here. Did you mean\nto define a block of type '
       '"vcenter_configuration"?'],
      cmd="terraform plan", look="terraform-unsupported-argument-mounts"),
    G("terraform-unsupported-argument-description", "infracost", "wrapper",
      "https://github.com/infracost/infracost/issues/419",
      ['time="<<ts>>" level=debug binary=terraform msg="An argument named \\"description\\" is not expected here."',
       V('An argument named "description" is not expected here.', tool="terraform")],
      cmd="infracost breakdown --path .", look="terraform-unsupported-argument-mounts", os=("linux",)),
    G("r-no-package-reshape", "Rscript", "multiline", "https://github.com/bamos/zsh-history-analysis/issues/4",
      ["Loading required package: methods\nError in library(reshape) : there is no package called ‘reshape’\n"
       "Execution halted",
       V("Error in library(reshape) : there is no package called ‘reshape’", cls="everyday")],
      cmd="./plot.r", os=("macos", "linux")),
    G("r-no-package-scales", "R", "everyday", "https://github.com/jMotif/jmotif-R/issues/8",
      ["Error in library(scales) : there is no package called ‘scales’"],
      cmd="Rscript <<proj>>.R", look="r-no-package-reshape", os=("windows", "linux")),
    G("r-no-package-stringi", "R", "multiline", "https://github.com/radiant-rstats/radiant/issues/16",
      ["Error in loadNamespace(i, c(lib.loc, .libPaths()), versionCheck = vI[[i]]) : \n"
       "  there is no package called ‘stringi’"],
      cmd="Rscript -e 'radiant::radiant()'", look="r-no-package-reshape", os=("windows", "macos")),
    G("pacman-target-not-found-wpa-actiond", "mkarchiso", "multiline",
      "https://github.com/gsanhueza/ArchISOMaker/issues/7",
      ["error: target not found: wpa_actiond\n==> ERROR: Failed to install packages to new root"],
      cmd="sudo ./build.sh -v", os=("linux",)),
    G("pacman-target-not-found-pacaur-git", "pacman", "wrapper", "https://github.com/archlinuxfr/yaourt/issues/147",
      ["error: target not found: pacaur-git",
       V("+ pacman --color never -Sp --print-format '## %n' --noconfirm -u pacaur-git\n"
         "error: target not found: pacaur-git", cls="multiline")],
      cmd="yaourt -S pacaur-git", look="pacman-target-not-found-wpa-actiond", os=("linux",)),
    G("pacman-target-not-found-atom-editor-git", "apacman", "wrapper", "https://github.com/oshazard/apacman/issues/6",
      ["error: target not found: atom-editor-git\nNo pacnew files to update."],
      cmd="apacman --noedit --noconfirm -S atom-editor-git", look="pacman-target-not-found-wpa-actiond",
      os=("linux",), shells=("zsh",)),
    G("ffmpeg-unknown-encoder-x265-name", "ffmpeg-kit", "everyday", "https://github.com/arthenica/ffmpeg-kit/issues/978",
      ["Error: Unknown encoder 'x265'."],
      cmd="ffmpeg -i <<proj>>.mp4 -c:v x265 -c:a copy -f hls out.m3u8", os=("linux", "macos"),
      look="ffmpeg-unknown-encoder-libx265"),
    G("gradle-gc-overhead-limit", "gradlew", "everyday", "https://github.com/gradle/gradle/issues/9144",
      ["java.lang.OutOfMemoryError: GC overhead limit exceeded"],
      cmd="./gradlew --no-daemon build", os=("linux", "macos")),
]
