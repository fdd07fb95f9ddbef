"""Field set 4: .NET NuGet restore, conda, kubectl/oc and Helm.

Each message is the text of the thread in `src`, including a console's own line wrapping; only
`<<slot>>` parts were generalised. What decides the fix decides the group: for NuGet's NU1101 it is
the source list (only Visual Studio's offline folder, a package nobody published, a source mapping
that skipped the feed), not the package name; for conda, kubectl and Helm it is the package,
resource type or chart that is wrong.
"""

from __future__ import annotations

from fieldspec import G, V

_OFFLINE = "No packages exist with this id in source(s): Microsoft Visual Studio Offline Packages"
_CONDA = "PackagesNotFoundError: The following packages are not available from current channels:\n\n"

GROUPS = [
    G("nuget-nu1101-offline-source-only", "dotnet", "runtime-value",
      "https://github.com/statiqdev/Statiq.Framework/issues/163", [
        "error NU1101: Unable to find package xyz. " + _OFFLINE,
        V("NU1101 No packages exist with this id in source(s): Microsoft Visual Studio Offline Packages",
          src="https://github.com/actions/setup-dotnet/issues/155", cls="wrapper"),
        V("NuGet\\Install-Package : NU1101: Unable to find package LibreHardwareMonitorLib. " + _OFFLINE + "\nAt line:1 "
          "char:1\n+ NuGet\\Install-Package LibreHardwareMonitorLib -Version 0.9.3\n"
          "+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : NotSpecified: "
          "(:) [Install-Package], Exception\n    + FullyQualifiedErrorId : NuGetCmdletUnhandledException,"
          "NuGet.PackageManagement.PowerShellCmdlets.InstallPackageCommand",
          src="https://github.com/LibreHardwareMonitor/LibreHardwareMonitor/issues/1242", tool="nuget",
          cmd="NuGet\\Install-Package LibreHardwareMonitorLib -Version 0.9.3", shell="powershell", cls="wrapper"),
    ], cmd="dotnet restore", os=("windows",)),
    G("nuget-nu1101-package-not-published", "dotnet", "multiline",
      "https://github.com/G-Research/SolutionValidator/issues/1", [
        "<<root>>\\src\\SlnUtils\\SlnUtils.csproj : error NU1101: Unable to find package GR.NuGetPackageChecker\n. No "
        "packages exist with this id in source(s): C:\\Program Files\\dotnet\\library-packs, local, Microsoft Visual "
        "Studio Of\nfline Packages, nuget.org, videolan [<<root>>\\SolutionValidator.sln]",
    ], cmd="dotnet build SolutionValidator.sln", os=("windows",), look="nuget-nu1101-offline-source-only"),
    G("nuget-nu1101-source-mapping-skipped", "visualstudio", "non-file-path",
      "https://github.com/NuGet/Home/issues/15089", [
        "NU1101: Unable to find package Company.Division.PackageA. No packages exist with this id in source(s): "
        "nuget-company. PackageSourceMapping is enabled, the following source(s) were not considered: C:\\Program Files\\"
        "dotnet\\library-packs, nuget-division, [nuget.org](http://nuget.org/).",
    ], cmd="dotnet restore", os=("windows",), look="nuget-nu1101-package-not-published"),
    G("conda-not-found-pinned-builds", "conda", "multiline",
      "https://github.com/sameerkhurana10/DSOL_rv0.2/issues/11", [
        _CONDA + "  - numpy==1.12.1=py36_0\n  - cudnn==5.1=0\n\nCurrent channels:\n\n  - https://conda.anaconda.org/conda-forge\n"
        "  - https://conda.anaconda.org/r\n  - https://repo.anaconda.com/pkgs/main\n  - https://repo.anaconda.com/pkgs/r",
    ], cmd="conda env create -f environment.yml", os=("linux",)),
    G("conda-not-found-mamba", "conda", "everyday", "https://github.com/UW-SASWE/RAT/pull/34", [
        _CONDA + "  - mamba",
    ], cmd="conda install mamba", look="conda-not-found-pinned-builds"),
    G("conda-not-found-pdal-parallelizer", "conda", "multiline",
      "https://github.com/meldig/pdal-parallelizer/issues/115", [
        _CONDA + "  - pdal-parallelizer==2.1.0\n\nCurrent channels:\n\n  - https://conda.anaconda.org/clementalba/win-64\n"
        "  - https://conda.anaconda.org/clementalba/noarch\n  - https://conda.anaconda.org/conda-forge/win-64\n"
        "  - https://conda.anaconda.org/conda-forge/noarch",
    ], cmd="conda install -c clementalba pdal-parallelizer==2.1.0", os=("windows",), look="conda-not-found-mamba"),
    G("kubectl-no-resource-crd-cluster-down", "kubectl", "runtime-value",
      "https://github.com/evanlucas/fish-kubectl-completions/issues/18", [
          "E0123 <<time>>.427250   <<pid>> round_trippers.go:169] CancelRequest not implemented\n"
          "error: the server doesn't have a resource type \"crd\"",
          "error: the server doesn't have a resource type \"crd\"",
      ], cmd="kubectl get crd", shells=("fish",)),
    G("kubectl-no-resource-configurations", "kubectl", "everyday", "https://github.com/oam-dev/rudr/issues/143", [
        "error: the server doesn't have a resource type \"configurations\"",
    ], cmd="kubectl get configurations", os=("linux",), look="kubectl-no-resource-crd-cluster-down"),
    G("kubectl-no-resource-cluster-info", "kubectl", "version",
      "https://github.com/oracle/terraform-kubernetes-installer/issues/18", [
        "the server doesn't have a resource type \"cluster-info\"",
    ], cmd="kubectl get cluster-info", look="kubectl-no-resource-configurations"),
    G("oc-no-resource-get-typed-twice", "oc", "wrapper",
      "https://github.com/openshift-labs/learn-katacoda/issues/300", [
        "error: the server doesn't have a resource type \"get\"",
    ], cmd="oc get -n openshift-operator-lifecycle-manager get catalogsource", os=("linux",),
      look="kubectl-no-resource-cluster-info"),
    G("kubectl-no-resource-nodes-not-admin", "kubectl", "version",
      "https://github.com/CentaurusInfra/arktos/issues/437", [
        "error: the server doesn't have a resource type \"nodes\"",
        V("the server doesn't have a resource type \"nodes\"", src="https://github.com/kubernetes/kubernetes/issues/52636"),
    ], cmd="kubectl get nodes", os=("linux",), look="oc-no-resource-get-typed-twice"),
    G("kubectl-no-resource-po-after-reboot", "kubectl", "everyday",
      "https://github.com/opsnull/follow-me-install-kubernetes-cluster/issues/332", [
          "error: the server doesn't have a resource type \"po\"",
      ], cmd="kubectl get po", os=("linux",), look="kubectl-no-resource-nodes-not-admin"),
    G("helm-chart-not-found-in-repo", "helm", "non-file-path", "https://github.com/redpanda-data/console/issues/424", [
        "Error: redpanda-console chart not found in repo https://packages.vectorized.io/public/console/helm/charts/",
    ], cmd="helm install redpanda-console redpanda-console/console"),
    G("helm-repo-index-404", "helm", "non-file-path", "https://github.com/ome-projects/ome/issues/80", [
        "Error: looks like \"https://sgl-project.github.io/ome\" is not a valid chart repository or cannot be reached: "
        "failed to fetch https://sgl-project.github.io/ome/index.yaml : 404 Not Found",
    ], cmd="helm repo add ome https://sgl-project.github.io/ome", look="helm-chart-not-found-in-repo"),
    G("helm3-beta-no-repositories-file", "helm", "version", "https://github.com/helm/helm/issues/6287", [
        "Error: couldn't load repositories file (): open : no such file or directory",
    ], cmd="helm repo update", look="helm-repo-index-404"),
    G("helm-chart-version-not-in-index", "helm", "wrapper", "https://github.com/cilium/charts/pull/129", [
        "Error: chart \"cilium\" matching 1.16.0-pre.3 not found in cilium index. (try 'helm repo update')",
    ], cmd="helm pull cilium/cilium --version 1.16.0-pre.3", os=("linux",), look="helm-chart-not-found-in-repo"),
    G("helm2-repo-update-no-api-version", "helm", "multiline", "https://github.com/helm/helm/issues/1285", [
        "Hang tight while we grab the latest from your chart repositories...\n...Unable to get an update from the "
        "\"stable\" chart repository (http://storage.googleapis.com/kubernetes-charts):\n\tno API version specified\n"
        "Update Complete. ⎈ Happy Helming!⎈",
    ], cmd="helm repo update", exit=0, os=("macos",), look="helm3-beta-no-repositories-file"),
]
