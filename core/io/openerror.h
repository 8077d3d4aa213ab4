// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace DriveScope {

// Why a target could not be opened, with one sentence a person understands.
struct OpenError {
    enum class Code {
        None,
        NotFound,
        PermissionDenied,
        IsDirectory,
        NotFileOrDevice,
        Empty,
        TooSmall,
        Busy,
        NotAuthorised,
        DirectIoUnsupported,
        Other,
    };
    Code code = Code::None;
    int errnoValue = 0;
    QString message;

    explicit operator bool() const { return code != Code::None; }
};

} // namespace DriveScope
