// libxml2 as the JUnit module uses it.
//
// Debian's libxml2 is built with ICU, so its encoding header pulls in the system ICU
// headers, whose enums clash with the ICU copy inside Foundation. We never touch libxml2's
// encoding-handler internals, so we switch that include off after reading the version header
// (the version header has an include guard and is not read again).
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlwriter.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlschemas.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
