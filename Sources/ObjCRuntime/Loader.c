/* Module loader: every Objective-C object file registers its classes by calling
 * __objc_exec_class from a constructor. This definition, linked into the executable, comes
 * before libobjc's in symbol lookup, so it sees every module first:
 *
 *  - ABI 8 modules (GNUstep Base, this layer's own files) go to libobjc unchanged;
 *  - ABI 9/10 modules (clang's GNUstep-1.9 output, which ARC code needs) are rewritten in place
 *    into ABI 8 and then handed over. Their classes have non-fragile ivars: instance_size holds
 *    minus the size of the class's own ivars and the offsets are relative to them, so they can
 *    only be laid out once the superclass is known. A module whose superclass is not registered
 *    yet waits ("parked") and is retried after every later module.
 *
 * Each rewrite is an ABI fact of the two sides:
 *  - module version/size become 8 / sizeof(struct ocr_module8);
 *  - class and metaclass info lose bit 0x10 (GNUstep's "new ABI", GCC's "in construction");
 *  - instance sizes and ivar offsets become absolute, including the offset variables the code
 *    reads (__objc_ivar_offset_value_*);
 *  - protocols of layout version 3 (with optional methods and properties) are marked version 2,
 *    the layout libobjc knows, whose fields are a prefix of version 3's;
 *  - clang lists protocols that are only named by @protocol(...) in a category of a class that
 *    never exists, "__ObjC_Protocol_Holder_Ugly_Hack"; pointed at libobjc's Protocol class
 *    instead, libobjc initialises those protocols too. */
#if defined(__linux__)
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Internal.h"

/* ---- ABI 9/10 (clang -fobjc-runtime=gnustep-1.x) ---- */

struct ocr_ivar9 {
  const char *name;
  const char *type;
  int offset;
};

struct ocr_ivar_list9 {
  int count;
  struct ocr_ivar9 ivars[];
};

struct ocr_protocol9;

struct ocr_protocol_list9 {
  struct ocr_protocol_list9 *next;
  size_t count;
  struct ocr_protocol9 *list[];
};

struct ocr_protocol9 {
  void *isa; /* layout version until libobjc replaces it with the Protocol class */
  const char *name;
  struct ocr_protocol_list9 *protocols;
};

struct ocr_class9 {
  /* the ABI 8 fields */
  struct ocr_class9 *isa;
  const char *super_class;
  const char *name;
  long version;
  unsigned long info;
  long instance_size;
  struct ocr_ivar_list9 *ivars;
  void *methods;
  void *dtable;
  void *subclass_list;
  void *sibling_class;
  struct ocr_protocol_list9 *protocols;
  void *gc_object_type;
  /* added by ABI 9/10 */
  long abi_version;
  int **ivar_offsets; /* one offset variable per ivar, in the order of `ivars` */
  void *properties;
  long strong_pointers;
  long weak_pointers;
};

struct ocr_category {
  const char *name;
  const char *class_name;
  void *instance_methods;
  void *class_methods;
  struct ocr_protocol_list9 *protocols;
};

/* The first fields of every module version. */
struct ocr_module_head {
  unsigned long version;
  unsigned long size;
  const char *name;
  struct ocr_symtab8 *symtab;
};

enum { PROTOCOL_LAYOUT_GCC = 2, PROTOCOL_LAYOUT_V3 = 3 };

extern void *objc_lookUpClass(const char *name);
extern int objc_alignof_type(const char *type);

typedef void (*exec_class_fn)(void *module);

static pthread_mutex_t loader_lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static struct ocr_module_head **parked;
static size_t parked_count, parked_capacity;

static exec_class_fn libobjc_exec_class(void) {
  static exec_class_fn found;
  exec_class_fn fn = __atomic_load_n(&found, __ATOMIC_ACQUIRE);
  if (fn == NULL) {
    fn = (exec_class_fn)dlsym(RTLD_NEXT, "__objc_exec_class");
    if (fn == NULL) {
      fprintf(stderr, "ObjCRuntime: libobjc's __objc_exec_class is not loaded (link -lobjc)\n");
      abort();
    }
    __atomic_store_n(&found, fn, __ATOMIC_RELEASE);
  }
  return fn;
}

void ocr_priv_register_module8(struct ocr_module8 *module) { libobjc_exec_class()(module); }

static struct ocr_class9 *module_class(struct ocr_module_head *m, int i) { return m->symtab->defs[i]; }

static int index_in_module(struct ocr_module_head *m, const char *name) {
  for (int i = 0; i < m->symtab->cls_def_cnt; i++)
    if (strcmp(module_class(m, i)->name, name) == 0) return i;
  return -1;
}

/* The first class of `m` whose superclass is neither in `m` nor registered, or NULL. */
static struct ocr_class9 *class_missing_superclass(struct ocr_module_head *m) {
  for (int i = 0; i < m->symtab->cls_def_cnt; i++) {
    struct ocr_class9 *c = module_class(m, i);
    if (c->super_class != NULL && index_in_module(m, c->super_class) < 0 && objc_lookUpClass(c->super_class) == NULL)
      return c;
  }
  return NULL;
}

/* Alignment of an ivar of encoded `type`, for placing a class's ivars after its superclass's. */
static long ivar_alignment(const char *type) {
  while (*type != '\0' && strchr("rnNoORVA", *type) != NULL) type++; /* qualifiers, _Atomic */
  if (*type == 'b') return 4;                                         /* bit-field storage unit */
  if (*type != '\0' && strchr("@#:*^cCsSiIlLqQfdDB{([", *type) != NULL) return objc_alignof_type(type);
  return 16; /* an encoding libobjc does not size: the largest alignment malloc gives */
}

/* The encoding of `type` without C11 `_Atomic` qualifiers (`A`), which clang writes (an
   `atomic_flag` ivar is `{?=AB}`) and GCC's libobjc rejects as an unknown type, aborting the
   process; an atomic has its plain type's layout. Struct and union names (`{Name=`) and quoted
   member names are kept as they are. Returns `type` itself when it has none. */
static const char *without_atomic_qualifiers(const char *type) {
  if (type == NULL || strchr(type, 'A') == NULL) return type;
  size_t length = strlen(type);
  char *copy = malloc(length + 1);
  if (copy == NULL) return type;
  size_t out = 0;
  for (size_t i = 0; i < length; i++) {
    char c = type[i];
    if (c == '{' || c == '(') { /* an aggregate's name runs to '=' (or its end) */
      copy[out++] = c;
      while (i + 1 < length && type[i + 1] != '=' && type[i + 1] != '}' && type[i + 1] != ')') copy[out++] = type[++i];
    } else if (c == '"') { /* a quoted member name */
      copy[out++] = c;
      while (i + 1 < length && type[i + 1] != '"') copy[out++] = type[++i];
      if (i + 1 < length) copy[out++] = type[++i];
    } else if (c != 'A') {
      copy[out++] = c;
    }
  }
  copy[out] = '\0';
  return copy; /* lives as long as the class */
}

static void lay_out_class(struct ocr_class9 *c, long super_size) {
  long own_size = -c->instance_size; /* 0 for a class without ivars of its own */
  long base = super_size;
  if (c->ivars != NULL && c->ivars->count > 0) {
    for (int k = 0; k < c->ivars->count; k++)
      c->ivars->ivars[k].type = without_atomic_qualifiers(c->ivars->ivars[k].type);
    long align = 1;
    for (int k = 0; k < c->ivars->count; k++) {
      long a = ivar_alignment(c->ivars->ivars[k].type);
      if (a > align) align = a;
    }
    base = (super_size + align - 1) / align * align;
    for (int k = 0; k < c->ivars->count; k++) {
      c->ivars->ivars[k].offset += (int)base;
      if (c->ivar_offsets != NULL && c->ivar_offsets[k] != NULL) *c->ivar_offsets[k] = c->ivars->ivars[k].offset;
    }
  }
  c->instance_size = base + own_size;
}

/* Lays out the classes of `m`, superclasses first; their superclasses outside `m` are registered. */
static void lay_out_module(struct ocr_module_head *m) {
  int n = m->symtab->cls_def_cnt;
  char done[n > 0 ? n : 1];
  memset(done, 0, sizeof done);
  for (int left = n; left > 0;) {
    int progressed = 0;
    for (int i = 0; i < n; i++) {
      if (done[i]) continue;
      struct ocr_class9 *c = module_class(m, i);
      long super_size = 0;
      if (c->super_class != NULL) {
        int local = index_in_module(m, c->super_class);
        if (local >= 0 && !done[local]) continue;
        const struct ocr_class8 *s = local >= 0 ? (const void *)module_class(m, local) : objc_lookUpClass(c->super_class);
        super_size = s->instance_size;
      }
      lay_out_class(c, super_size);
      done[i] = 1;
      left--;
      progressed = 1;
    }
    if (!progressed) {
      fprintf(stderr, "ObjCRuntime: the classes of %s inherit from each other in a cycle\n", m->name);
      abort();
    }
  }
}

static void mark_protocols_for_gcc(struct ocr_protocol_list9 *list) {
  for (; list != NULL; list = list->next)
    for (size_t i = 0; i < list->count; i++) {
      struct ocr_protocol9 *p = list->list[i];
      if ((uintptr_t)p->isa == PROTOCOL_LAYOUT_V3) {
        p->isa = (void *)(uintptr_t)PROTOCOL_LAYOUT_GCC;
        mark_protocols_for_gcc(p->protocols);
      }
    }
}

static void translate_and_register(struct ocr_module_head *m) {
  struct ocr_symtab8 *st = m->symtab;
  lay_out_module(m);
  for (int i = 0; i < st->cls_def_cnt; i++) {
    struct ocr_class9 *c = module_class(m, i);
    c->info &= ~(unsigned long)OCR_CLS_NEW_ABI;
    c->isa->info &= ~(unsigned long)OCR_CLS_NEW_ABI;
    mark_protocols_for_gcc(c->protocols);
  }
  for (int i = 0; i < st->cat_def_cnt; i++) {
    struct ocr_category *cat = st->defs[st->cls_def_cnt + i];
    mark_protocols_for_gcc(cat->protocols);
    if (strcmp(cat->class_name, "__ObjC_Protocol_Holder_Ugly_Hack") == 0) cat->class_name = "Protocol";
  }
  m->version = 8;
  m->size = sizeof(struct ocr_module8);
  libobjc_exec_class()(m);
}

static void park(struct ocr_module_head *m) {
  if (parked_count == parked_capacity) {
    size_t capacity = parked_capacity ? 2 * parked_capacity : 8;
    struct ocr_module_head **grown = realloc(parked, capacity * sizeof *parked);
    if (grown == NULL) abort();
    parked = grown;
    parked_capacity = capacity;
  }
  parked[parked_count++] = m;
}

/* Registers every parked module whose superclasses are all there now, until none is. */
static void retry_parked(void) {
  for (size_t i = 0; i < parked_count;) {
    struct ocr_module_head *m = parked[i];
    if (class_missing_superclass(m) != NULL) {
      i++;
      continue;
    }
    parked[i] = parked[--parked_count];
    translate_and_register(m);
    i = 0; /* it may have been the superclass another module waits for */
  }
}

void __objc_exec_class(struct ocr_module_head *m) {
  if (m->version == 8) {
    libobjc_exec_class()(m);
    pthread_mutex_lock(&loader_lock);
    if (parked_count > 0) retry_parked();
    pthread_mutex_unlock(&loader_lock);
    return;
  }
  if (m->version != 9 && m->version != 10) {
    fprintf(stderr, "ObjCRuntime: %s is an Objective-C module of ABI version %lu, which this runtime does not load\n",
            m->name, m->version);
    abort();
  }
  pthread_mutex_lock(&loader_lock);
  if (class_missing_superclass(m) != NULL) park(m);
  else translate_and_register(m);
  retry_parked();
  pthread_mutex_unlock(&loader_lock);
}

char *ocr_copy_load_problem(void) {
  char *text = NULL;
  size_t length = 0;
  FILE *out = NULL;
  pthread_mutex_lock(&loader_lock);
  if (parked_count > 0 && (out = open_memstream(&text, &length)) != NULL) {
    fprintf(out, "Objective-C classes not loaded, their superclass is missing:");
    for (size_t i = 0; i < parked_count; i++) {
      struct ocr_class9 *c = class_missing_superclass(parked[i]);
      if (c != NULL) fprintf(out, " %s (superclass %s, in %s);", c->name, c->super_class, parked[i]->name);
    }
    fclose(out);
  }
  pthread_mutex_unlock(&loader_lock);
  return text;
}
#endif
