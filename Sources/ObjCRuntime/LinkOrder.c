/* The link-order check. Two libraries export a blocks runtime: the toolchain's libBlocksRuntime
 * (the one libdispatch and Swift use) and Debian's GNUstep Base, whose partial copy (_Block_copy,
 * _Block_release, an 8-byte _NSConcreteStackBlock, no _NSConcreteMallocBlock) is built for a
 * runtime it does not run on. The dynamic loader binds each symbol to the first library that
 * exports it, so when libgnustep-base comes before libBlocksRuntime blocks are made by one
 * runtime and copied or freed by the other, and this layer's block classes would be written
 * over an 8-byte variable: memory is corrupted. Exactly one runtime must provide every symbol. */
#if defined(__linux__)
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Internal.h"

/* The symbols blocks are made, copied and freed with; the first is only in libBlocksRuntime. */
static const char *const block_symbols[] = {
  "_NSConcreteMallocBlock", "_NSConcreteStackBlock", "_NSConcreteGlobalBlock", "_Block_copy",
  "_Block_release", "_Block_object_assign", "_Block_object_dispose",
};

static const char *library_of(const char *symbol) {
  void *address = dlsym(RTLD_DEFAULT, symbol);
  Dl_info info;
  if (address == NULL || !dladdr(address, &info) || info.dli_fname == NULL) return NULL;
  return info.dli_fname;
}

static char message[1024];

static const char *compute_problem(void) {
  const char *reference = library_of(block_symbols[0]);
  if (reference == NULL) {
    const char *other = library_of("_Block_copy");
    snprintf(message, sizeof message,
             "ObjCRuntime: libBlocksRuntime is not loaded (_NSConcreteMallocBlock is missing), so blocks would be "
             "handled by %s, which cannot. Link -lBlocksRuntime before -lgnustep-base (Package.swift's "
             "objcLinkerSettings).",
             other != NULL ? other : "no blocks runtime at all");
    return message;
  }
  for (size_t i = 1; i < sizeof block_symbols / sizeof *block_symbols; i++) {
    const char *library = library_of(block_symbols[i]);
    if (library != NULL && strcmp(library, reference) == 0) continue;
    snprintf(message, sizeof message,
             "ObjCRuntime: two blocks runtimes are mixed: %s comes from %s but _NSConcreteMallocBlock from %s. "
             "libgnustep-base exports a partial blocks runtime of its own, and it wins when it comes first: link "
             "-lBlocksRuntime before -lgnustep-base (Package.swift's objcLinkerSettings do), and do not preload "
             "libgnustep-base.",
             block_symbols[i], library != NULL ? library : "nowhere", reference);
    return message;
  }
  return NULL;
}

const char *ocr_priv_check_blocks_runtime(void) {
  static int checked;
  static const char *problem;
  if (!checked) {
    problem = compute_problem();
    checked = 1;
  }
  return problem;
}

const char *ocr_link_problem(void) { return ocr_priv_check_blocks_runtime(); }
#endif
