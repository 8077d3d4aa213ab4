// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/pageregistry.h"

#include "ui/pages/bandwidth/bandwidthentry.h"
#include "ui/pages/blocksize/blocksizeentry.h"
#include "ui/pages/depth/depthentry.h"
#include "ui/pages/seek/seekentry.h"
#include "ui/pages/speed/speedentry.h"
#include "ui/pages/syncwrite/syncwriteentry.h"
#include "ui/pages/zone/zoneentry.h"

#include "core/bench/benchmarkregistry.h"

namespace DriveScope {

const QList<PageEntry> &PageRegistry::all()
{
    static const QList<PageEntry> entries = [] {
        const QList<PageEntry> pages { seekPageEntry(), zonePageEntry(), syncwritePageEntry(), bandwidthPageEntry(),
            depthPageEntry(), speedPageEntry(), blockSizePageEntry() };
        // The window's tabs follow the engine's order: one page per benchmark.
        QList<PageEntry> ordered;
        for (const BenchmarkKind *kind : BenchmarkRegistry::all())
            for (const PageEntry &page : pages)
                if (page.kind == kind)
                    ordered.append(page);
        Q_ASSERT(ordered.size() == pages.size() && ordered.size() == BenchmarkRegistry::all().size());
        return ordered;
    }();
    return entries;
}

const PageEntry *PageRegistry::find(QStringView id)
{
    for (const PageEntry &entry : all())
        if (entry.kind->id() == id)
            return &entry;
    return nullptr;
}

} // namespace DriveScope
