/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The wire format between a warm and preload-metad, the privileged helper that does the root
 * metadata pass (ext4meta) for users, and the client side of it.
 *
 * One request is one SOCK_SEQPACKET message: a fixed header plus one flag byte per descriptor,
 * with the descriptors themselves attached (SCM_RIGHTS); never a path. One response is one message:
 * counts and one refusal code per descriptor, never data. All integers little-endian:
 *
 *   request  "PMDQ" u16 version u16 n_fds u32 flags(0) u32 reserved(0) u64 max_bytes
 *            u8 fd_flags[n_fds]
 *   response "PMDA" u16 version u16 n_fds i32 status u32 reserved(0)
 *            u64 blocks bytes requests usec inode_blocks dir_blocks extent_blocks budget_left
 *            u8 refusal[n_fds]
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ext4meta.h"

#define METAD_SOCKET_PATH "/run/preload/metad.sock"
#define METAD_VERSION 1
/* Descriptors in one message: the kernel's SCM_MAX_FD is 253. */
#define METAD_MAX_FDS 250
#define METAD_REQUEST_HEADER 24
#define METAD_RESPONSE_HEADER 80
#define METAD_REQUEST_MAX (METAD_REQUEST_HEADER + METAD_MAX_FDS)
#define METAD_RESPONSE_MAX (METAD_RESPONSE_HEADER + METAD_MAX_FDS)

/* Per-descriptor flags of a request. */
#define METAD_FD_DIRECTORY_BLOCKS 0x01u /* a directory: read its blocks, not only its inode */
#define METAD_FD_FLAGS_KNOWN METAD_FD_DIRECTORY_BLOCKS

typedef enum MetadRefusal {
        METAD_ACCEPTED = 0,
        METAD_REFUSED_O_PATH,        /* opened with O_PATH: proves nothing about reading it */
        METAD_REFUSED_NOT_READABLE,  /* not open for reading */
        METAD_REFUSED_FILE_TYPE,     /* neither a regular file nor a directory */
        METAD_REFUSED_NOT_EXT4,
        METAD_REFUSED_NO_BLOCK_DEVICE,
        METAD_REFUSED_BUDGET,        /* the user's budget is spent */
        METAD_REFUSED_PASS_FAILED,   /* the file system's pass failed (the helper logs why) */
        _METAD_REFUSAL_MAX,
} MetadRefusal;

/* Static text for a refusal code; "unknown refusal" for one out of range. */
const char *metad_refusal_to_string(unsigned code);

typedef struct MetadRequest {
        uint64_t max_bytes; /* 0: the helper's own cap */
        size_t n_fds;
        uint8_t fd_flags[METAD_MAX_FDS];
} MetadRequest;

typedef struct MetadResponse {
        int status; /* 0, or -errno for the whole request */
        Ext4MetaStats stats; /* blocks, bytes, requests, usec and the three kinds */
        uint64_t budget_left;
        size_t n_fds;
        uint8_t refusal[METAD_MAX_FDS];
} MetadResponse;

/*
 * Parses a request that arrived with n_received descriptors: the counts must agree, the flags be
 * known, the reserved fields zero. Returns 0, or -EBADMSG with *ret_reason (static) saying why.
 */
int metad_request_parse(const void *buf, size_t len, size_t n_received, MetadRequest *ret, const char **ret_reason);
/* Writes a request into buf (METAD_REQUEST_MAX bytes): its length, or -EINVAL. */
int metad_request_build(const MetadRequest *req, uint8_t *buf, size_t size);
int metad_response_parse(const void *buf, size_t len, MetadResponse *ret, const char **ret_reason);
int metad_response_build(const MetadResponse *resp, uint8_t *buf, size_t size);

/*
 * Asks the helper at socket_path (NULL: METAD_SOCKET_PATH) about fds (at most METAD_MAX_FDS, each
 * with its flag byte), waiting at most timeout_usec for the answer. Returns 0 with *ret filled,
 * -ENOENT/-ECONNREFUSED when no helper listens, -ETIMEDOUT, -EBADMSG for a reply that does not
 * parse, the helper's status when it refused the connection whole (-EPERM: from outside the
 * initial user namespace; -EBUSY: too many connections or unclosed descriptors of this user),
 * -errno.
 */
int metad_client_request(const char *socket_path, const int *fds, const uint8_t *fd_flags, size_t n,
                         uint64_t max_bytes, uint64_t timeout_usec, MetadResponse *ret);
