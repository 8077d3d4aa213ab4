// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/run/targetchoice.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"

namespace DriveScope {

QString TargetChoice::label() const
{
    switch (kind) {
    case Kind::ScratchFile: return Text::tr("Scratch file (%1)").arg(formatBytesBinary(info.sizeBytes));
    case Kind::Drive: return info.model.isEmpty() ? path : QStringLiteral("%1 (%2)").arg(path, info.shownModel());
    case Kind::Simulated: return Text::tr("Simulated %1").arg(path);
    case Kind::File: break;
    }
    return path;
}

} // namespace DriveScope
