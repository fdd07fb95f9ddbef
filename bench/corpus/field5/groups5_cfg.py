"""Field set 5: configuration-management and iOS dependency tools. Ansible's unresolved module names
the thing that is wrong (the collection to install differs: ansible.posix, cisco.aci, ibm); the pod
CocoaPods cannot find a spec for is volatile when the fix is the same stale spec repository."""

from fieldspec import G, V

_ANSIBLE = ("ERROR! couldn't resolve module/action '{m}'. This often indicates a misspelling, missing collection,"
            " or incorrect module path.")

GROUPS = [
    G("f5-ansible-module-posix-synchronize", "ansible", "multiline", "https://github.com/geerlingguy/internet-pi/issues/128",
      [_ANSIBLE.format(m="ansible.posix.synchronize") + "\n\nThe error appears to be in"
       " '<<home>>/internet-pi-master/tasks/internet-monitoring.yml': line 14, column 3, but may\nbe elsewhere in the file"
       " depending on the exact syntax problem.\n\nThe offending line appears to be:\n\n"
       "- name: Synchronize internet-monitoring directory.\n  ^ here",
       V("syntax-check[specific]: couldn't resolve module/action 'ansible.posix.synchronize'. This often indicates a"
         " misspelling, missing collection, or incorrect module path.\ntasks/internet-monitoring.yml:14:3",
         src="https://github.com/ansible/ansible-lint/issues/3687", tool="ansible-lint", cmd="ansible-lint",
         cls="wrapper")],
      cmd="ansible-playbook main.yml", exit=4, os=("linux",)),
    G("f5-ansible-module-cisco-aci-switch-block", "ansible", "everyday", "https://github.com/CiscoDevNet/ansible-aci/issues/216",
      ["ERROR! couldn't resolve module/action 'cisco.aci.aci_fabric_switch_block'"],
      cmd="ansible-playbook fabric.yml", exit=4, os=("linux", "macos"), look="f5-ansible-module-posix-synchronize"),
    G("f5-ansible-module-ibm-svc-info", "ansible", "everyday",
      "https://github.com/ansible-collections/ibm.spectrum_virtualize/issues/74",
      [_ANSIBLE.format(m="ibm_svc_info")],
      cmd="ansible-playbook svc.yml", exit=4, os=("linux",), look="f5-ansible-module-cisco-aci-switch-block"),
    G("f5-cocoapods-spec-not-found-stale-repo", "pod", "everyday", "https://github.com/nicklockwood/layout/issues/37",
      ["Analyzing dependencies\n[!] Unable to find a specification for `Layout (~> 0.4.12)`",
       V("[!] Unable to find a specification for `CHIPageControl (~> 0.0.1)`",
         src="https://github.com/ChiliLabs/CHIPageControl/issues/2"),
       V("[!] Unable to find a specification for `SnapKit`", src="https://github.com/6ag/jiansan-swift/issues/1"),
       V("Analyzing dependencies\n[!] Unable to find a specification for `RevealingSplashView`",
         src="https://github.com/PiXeL16/RevealingSplashView/issues/16"),
       V("[!] Unable to find a specification for 'HGRippleRadarView'",
         src="https://github.com/HamzaGhazouani/HGRippleRadarView/issues/1"),
       V("[!] Unable to find a specification for `Test_Pod (~> 0.1.0)`",
         src="https://github.com/pili-engineering/PLMediaStreamingKit/issues/71")],
      cmd="pod install", os=("macos",)),
]
