#ifndef IDVRES_CMICROHTTPD_SHIM_H
#define IDVRES_CMICROHTTPD_SHIM_H
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

/* MHD_start_daemon and MHD_get_daemon_info are variadic, which Swift cannot call: these two
   take fixed arguments and pass them on. The daemon listens on `address` only (LivePreview
   gives it 127.0.0.1), a thread per connection (an event stream blocks its own thread). */
static inline struct MHD_Daemon *idvres_mhd_start(
    unsigned int flags, const struct sockaddr_in *address, unsigned int connection_limit,
    unsigned int connection_timeout, MHD_AccessHandlerCallback handler, void *handler_context)
{
    return MHD_start_daemon(
        flags, 0, NULL, NULL, handler, handler_context,
        MHD_OPTION_SOCK_ADDR, (const struct sockaddr *)address,
        MHD_OPTION_CONNECTION_LIMIT, connection_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, connection_timeout,
        MHD_OPTION_END);
}

/* The port the daemon listens on (the kernel's choice when asked for port 0); 0 when unknown. */
static inline uint16_t idvres_mhd_bound_port(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}
#endif
