// Reading and writing save files for the CLI. Writes are atomic: the text goes to a
// temporary file beside the target, which is then renamed over it, so a crash or a full
// disk never leaves half a save.
#pragma once

#include "core/status.h"

#include <string>

namespace fc::cli {

Result<std::string> readTextFile(const std::string& path);
Status writeFileAtomically(const std::string& path, const std::string& text);

} // namespace fc::cli
