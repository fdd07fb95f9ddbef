"""Field set 5: a listening socket that cannot be had. The same EADDRINUSE comes from Kestrel on Linux
and on Windows (each OS words the errno its own way), from old libuv-based Kestrel, and from Go
servers; the fix differs when the errno differs (EACCES, EADDRNOTAVAIL) or when the program only warns
and takes another port (Hugo). Ports, hosts and timestamps are volatile."""

from fieldspec import G, V

_KESTREL_LINUX = ("System.IO.IOException: Failed to bind to address http://127.0.0.1:<<port>>: address already in use.\n"
                  " ---> Microsoft.AspNetCore.Connections.AddressInUseException: Address already in use\n"
                  " ---> System.Net.Sockets.SocketException (98): Address already in use")

GROUPS = [
    G("f5-kestrel-address-in-use", "dotnet", "version", "https://github.com/dotnet/core/issues/3783",
      ["crit: Microsoft.AspNetCore.Server.Kestrel[0]\n      Unable to start Kestrel.\n" + _KESTREL_LINUX,
       V("[<<time>> FTL] Unable to start Kestrel.\nSystem.IO.IOException: Failed to bind to address"
         " http://127.0.0.1:<<port>>: address already in use.\n ---> Microsoft.AspNetCore.Connections.AddressInUseException:"
         " Only one usage of each socket address (protocol/network address/port) is normally permitted.\n"
         " ---> System.Net.Sockets.SocketException (10048): Only one usage of each socket address"
         " (protocol/network address/port) is normally permitted.",
         src="https://github.com/dotnet/aspnetcore/issues/30695", os="windows", cls="wrapper"),
       V("<<date>> <<time>> fail: Microsoft.Extensions.Hosting.Internal.Host[11]\n<<date>> <<time>>       Hosting failed"
         " to start\n<<date>> <<time>>       " + _KESTREL_LINUX.replace("\n", "\n<<date>> <<time>>       "),
         src="https://github.com/dotnet/aspnetcore/issues/55782", tool="docker", cmd="docker logs <<container>>",
         cls="wrapper"),
       V("Unhandled Exception: System.AggregateException: One or more errors occurred. (Error -98 EADDRINUSE address"
         " already in use) ---> Microsoft.AspNetCore.Server.Kestrel.Internal.Networking.UvException: Error -98"
         " EADDRINUSE address already in use\n"
         "   at Microsoft.AspNetCore.Server.Kestrel.Internal.Networking.Libuv.Check(Int32 statusCode)",
         src="https://github.com/aspnet/KestrelHttpServer/issues/1035", cls="version"),
       V(" ---> Microsoft.AspNetCore.Server.Kestrel.Transport.Abstractions.Internal.AddressInUseException: Error -4091"
         " EADDRINUSE address already in use\n ---> Microsoft.AspNetCore.Server.Kestrel.Transport.Libuv.Internal."
         "Networking.UvException: Error -4091 EADDRINUSE address already in use",
         src="https://github.com/aspnet/KestrelHttpServer/issues/2125", os="windows", cls="version")],
      cmd="dotnet run", os=("linux", "macos")),
    G("f5-kestrel-eacces-permission-denied", "dotnet", "everyday", "https://github.com/aspnet/KestrelHttpServer/issues/2277",
      ["System.IO.IOException: Failed to bind to address http://localhost:<<port>>. ---> System.AggregateException:"
       " One or more errors occurred. (Error -4092 EACCES permission denied) (Error -4092 EACCES permission denied)"
       " ---> Microsoft.AspNetCore.Server.Kestrel.Transport.Libuv.Internal.Networking.UvException: Error -4092 EACCES"
       " permission denied"],
      cmd="dotnet run", os=("windows",), look="f5-kestrel-address-in-use"),
    G("f5-ruby-eaddrnotavail", "puma", "two-programs", "https://github.com/puma/puma/issues/1119",
      ["<<root>>/gems/puma-3.6.0/lib/puma/binder.rb:266:in initialize: Cannot assign requested address - bind(2) for"
       " \"<<host>>\" port 3000 (Errno::EADDRNOTAVAIL)",
       V("puma/binder.rb:269:in `initialize': Can't assign requested address - bind(2) for \"<<host>>\" port 3000"
         " (Errno::EADDRNOTAVAIL)", src="https://github.com/puma/puma/issues/1221", os="macos", cls="version"),
       V("<<home>>/.rvm/rubies/ruby-2.2.3/lib/ruby/2.2.0/socket.rb:206:in `bind': Cannot assign requested address -"
         " bind(2) for <<host>>:3000 (Errno::EADDRNOTAVAIL", src="https://github.com/pentestgeek/phishing-frenzy/issues/284",
         tool="webrick")],
      cmd="rails s -b <<host>>", os=("linux",)),
    G("f5-hugo-port-fallback", "hugo", "version", "https://github.com/gohugoio/hugo/issues/1110",
      ["ERROR: <<date>> port 1313 already in use, attempting to use an available port",
       V("ERROR: <<date>> port 55555 already in use, attempting to use an available port",
         src="https://github.com/gohugoio/hugo/issues/1901", cmd="hugo server --port=55555")],
      cmd="hugo server", exit=None),
    G("f5-go-listen-address-in-use", "goMarkableStream", "two-programs",
      "https://github.com/owulveryck/goMarkableStream/issues/3",
      ["[...] listen tcp :2000: bind: address already in use",
       V("<<date>> <<time>> serving at <<proj>>:<<n2>>\n<<date>> <<time>> listen tcp <<host>>:<<n2>>: bind: address"
         " already in use", src="https://github.com/mumax/3/issues/113", tool="mumax3-server", cmd="mumax3-server")],
      cmd="./goMarkableStream", os=("linux",), look="f5-hugo-port-fallback"),
]
