// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stats/accesstimefit.h"

#include "core/util/text.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <optional>
#include <span>

namespace DriveScope {

namespace {

constexpr qint64 MinReads = 200;
constexpr double MinMedianNs = 1e6; // below it no head moves (a flash drive, or a cache)
constexpr double MinRevolutionNs = 2e6; // 30,000 rpm
constexpr double MaxRevolutionNs = 30e6; // 2,000 rpm
constexpr double EdgeQuantile = 0.02; // the band's edges: robust to 2 % stray reads
constexpr double Z95 = 1.96;
constexpr std::size_t FitSubsample = 100'000; // reads the zone-ratio search looks at

double radialPosition(double x, double k)
{
    x = std::clamp(x, 0.0, 1.0);
    if (std::abs(k - 1) < 1e-9)
        return x;
    return (std::sqrt(1 + (k * k - 1) * x) - 1) / (k - 1);
}

std::array<double, 3> features(double s)
{
    return { 1.0, std::sqrt(s), s };
}

// Least squares of latency on features(s) for a curve that rises with distance (a seek
// never gets shorter with distance): the unconstrained fit, else the best rising one of
// the subsets of terms.
struct LinearFit {
    std::array<double, 3> c {};
    std::array<std::array<double, 3>, 3> inverse {}; // (X^T X)^-1 on the terms used, 0 elsewhere
    double ssr = 0; // of the centred latencies
    bool ok = false;
};

struct NormalEquations {
    std::array<std::array<double, 3>, 3> a {};
    std::array<double, 3> b {};
    double yy = 0;
    void add(double s, double y)
    {
        const auto f = features(s);
        for (int i = 0; i < 3; ++i) {
            for (int j = 0; j < 3; ++j)
                a[i][j] += f[i] * f[j];
            b[i] += f[i] * y;
        }
        yy += y * y;
    }
};

// Gauss-Jordan on the terms in mask; false when they are (nearly) collinear.
bool solveSubset(const NormalEquations &ne, const std::array<bool, 3> &mask, LinearFit &fit)
{
    int idx[3], m = 0;
    for (int i = 0; i < 3; ++i)
        if (mask[i])
            idx[m++] = i;
    double aug[3][6] = {};
    for (int r = 0; r < m; ++r) {
        for (int c = 0; c < m; ++c)
            aug[r][c] = ne.a[idx[r]][idx[c]];
        aug[r][m + r] = 1;
    }
    for (int col = 0; col < m; ++col) {
        int pivot = col;
        for (int r = col + 1; r < m; ++r)
            if (std::abs(aug[r][col]) > std::abs(aug[pivot][col]))
                pivot = r;
        if (std::abs(aug[pivot][col]) < 1e-9 * std::max(1.0, ne.a[0][0]))
            return false;
        std::swap(aug[col], aug[pivot]);
        const double d = aug[col][col];
        for (double &v : aug[col])
            v /= d;
        for (int r = 0; r < m; ++r) {
            if (r == col)
                continue;
            const double f = aug[r][col];
            for (int c = 0; c < 2 * m; ++c)
                aug[r][c] -= f * aug[col][c];
        }
    }
    fit = {};
    for (int r = 0; r < m; ++r)
        for (int c = 0; c < m; ++c)
            fit.inverse[idx[r]][idx[c]] = aug[r][m + c];
    for (int r = 0; r < m; ++r)
        for (int c = 0; c < m; ++c)
            fit.c[idx[r]] += fit.inverse[idx[r]][idx[c]] * ne.b[idx[c]];
    // SSR = y'y - c'b for the least-squares solution.
    fit.ssr = ne.yy;
    for (int i = 0; i < 3; ++i)
        fit.ssr -= fit.c[i] * ne.b[i];
    fit.ok = true;
    return true;
}

LinearFit fitCurve(const NormalEquations &ne)
{
    static const std::array<std::array<bool, 3>, 4> subsets
        = { { { true, true, true }, { true, false, true }, { true, true, false }, { true, false, false } } };
    LinearFit best;
    for (const auto &mask : subsets) {
        LinearFit f;
        // Rising over [0, 1]: c1 / (2 sqrt s) + c2 >= 0, least at s = 1.
        if (!solveSubset(ne, mask, f) || f.c[1] < 0 || f.c[1] / 2 + f.c[2] < 0)
            continue;
        if (!best.ok || f.ssr < best.ssr - 1e-9 * std::abs(best.ssr))
            best = f;
    }
    return best;
}

struct Prepared {
    std::span<const AccessRead> reads; // the caller's, or the kept ones: never copied whole
    double centre = 0; // subtracted from every latency before fitting (precision)
};

NormalEquations equationsFor(const Prepared &p, double k, std::size_t stride)
{
    NormalEquations ne;
    for (std::size_t i = 0; i < p.reads.size(); i += stride) {
        const AccessRead &r = p.reads[i];
        ne.add(std::abs(radialPosition(r.to, k) - radialPosition(r.from, k)), r.latencyNs - p.centre);
    }
    return ne;
}

// The zone ratio with the narrowest band: a grid over [0.3, 1], then golden section.
double fitZoneRatio(const Prepared &p)
{
    const std::size_t stride = std::max<std::size_t>(1, p.reads.size() / FitSubsample);
    auto cost = [&](double k) {
        const LinearFit f = fitCurve(equationsFor(p, k, stride));
        return f.ok ? f.ssr : std::numeric_limits<double>::infinity();
    };
    double bestK = 1, bestCost = cost(1);
    for (double k = 0.3; k < 1; k += 0.025) {
        const double c = cost(k);
        if (c < bestCost)
            bestCost = c, bestK = k;
    }
    double lo = std::max(0.3, bestK - 0.025), hi = std::min(1.0, bestK + 0.025);
    const double phi = (std::sqrt(5.0) - 1) / 2;
    double x1 = hi - phi * (hi - lo), x2 = lo + phi * (hi - lo);
    double f1 = cost(x1), f2 = cost(x2);
    for (int i = 0; i < 14; ++i) {
        if (f1 < f2) {
            hi = x2, x2 = x1, f2 = f1;
            x1 = hi - phi * (hi - lo), f1 = cost(x1);
        } else {
            lo = x1, x1 = x2, f1 = f2;
            x2 = lo + phi * (hi - lo), f2 = cost(x2);
        }
    }
    const double golden = (lo + hi) / 2;
    return cost(golden) <= bestCost ? golden : bestK;
}

double quantile(std::vector<double> &v, double p)
{
    const auto n = v.size();
    const std::size_t i = std::min(n - 1, std::size_t(p * double(n - 1) + 0.5));
    std::nth_element(v.begin(), v.begin() + qsizetype(i), v.end());
    return v[i];
}

QString ms(double ns, int decimals)
{
    return QString::number(ns / 1e6, 'f', decimals);
}

// Mean over two uniformly random offsets of the disk of sqrt(s) and s (a 256-point grid).
std::array<double, 3> uniformPairMoments(double k)
{
    constexpr int N = 256;
    std::array<double, N> u;
    for (int i = 0; i < N; ++i)
        u[std::size_t(i)] = radialPosition((i + 0.5) / N, k);
    double sqrtSum = 0, sum = 0;
    for (int i = 0; i < N; ++i)
        for (int j = 0; j < N; ++j) {
            const double s = std::abs(u[std::size_t(i)] - u[std::size_t(j)]);
            sqrtSum += std::sqrt(s);
            sum += s;
        }
    return { 1.0, sqrtSum / (N * N), sum / (N * N) };
}

double halfWidth(const LinearFit &fit, double sigma2, const std::array<double, 3> &g, double revolutionVar)
{
    double v = 0;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            v += g[i] * fit.inverse[i][j] * g[j];
    return Z95 * std::sqrt(std::max(0.0, v * sigma2 + revolutionVar / 4));
}

// The band's width and whether it looks like a revolution's uniform wait.
// bandMiddle: where the band's middle lies against the fit (0 for a uniform band).
RotationEstimate rotationFromResiduals(std::vector<double> residuals, double *bandMiddle)
{
    RotationEstimate r;
    r.reads = qint64(residuals.size());
    const double n = double(residuals.size());
    const double q02 = quantile(residuals, EdgeQuantile), q98 = quantile(residuals, 1 - EdgeQuantile);
    const double q05 = quantile(residuals, 0.05), q95 = quantile(residuals, 0.95);
    const double q25 = quantile(residuals, 0.25), q75 = quantile(residuals, 0.75);
    const double width = (q98 - q02) / (1 - 2 * EdgeQuantile);
    const double inner = (q95 - q05) / 0.9;
    *bandMiddle = (q02 + q98) / 2;
    if (width < MinRevolutionNs || width > MaxRevolutionNs) {
        r.whyNot = Text::tr("the latencies around the seek curve spread over %1 ms, not one revolution of a "
                            "disk (2-30 ms)")
                       .arg(ms(width, 2));
        return r;
    }
    // Uniform: the middle half is 0.5 / 0.96 of the 2-98 % range; a bell curve's is 0.33.
    const double shape = (q75 - q25) / (q98 - q02);
    if (shape < 0.42 || shape > 0.62) {
        r.whyNot = Text::tr("the latencies are not spread evenly over one band as a revolution spreads them "
                            "(a cache, a queue or a drive that reorders reads)");
        return r;
    }
    r.known = true;
    r.revolutionNs = width;
    // Sampling error of the two edge quantiles, and how far the 5-95 % range disagrees.
    const double sampling = Z95 * width * std::sqrt(2 * EdgeQuantile * (1 - EdgeQuantile) / n) / (1 - 2 * EdgeQuantile);
    r.halfWidthNs = std::hypot(sampling, width - inner);
    return r;
}

// Track-to-track (s = 0), the average over uniform pairs and the full stroke (s = 1):
// linear in the coefficients, so each is gradient . c (+ the offset back to ns).
struct CurveFigures {
    std::array<std::array<double, 3>, 3> gradients;
    std::array<double, 3> values;
};

CurveFigures figuresOf(const LinearFit &fit, double k, double offsetNs)
{
    CurveFigures f;
    f.gradients = { { { 1, 0, 0 }, uniformPairMoments(k), { 1, 1, 1 } } };
    for (std::size_t i = 0; i < 3; ++i) {
        f.values[i] = offsetNs;
        for (std::size_t j = 0; j < 3; ++j)
            f.values[i] += f.gradients[i][j] * fit.c[j];
    }
    return f;
}

// How far each figure moves over the zone ratios the data cannot tell from the best
// one: those whose residual sum of squares is within 1.96^2 sigma^2 of the least (the
// profile-likelihood interval of k), on the same subsample the search used.
std::array<double, 3> zoneRatioDoubt(const Prepared &p, double bestK)
{
    const std::size_t stride = std::max<std::size_t>(1, p.reads.size() / FitSubsample);
    const LinearFit atBest = fitCurve(equationsFor(p, bestK, stride));
    const double m = double((p.reads.size() + stride - 1) / stride);
    const double limit = atBest.ssr + Z95 * Z95 * atBest.ssr / std::max(1.0, m - 3);
    const CurveFigures best = figuresOf(atBest, bestK, 0);
    std::array<double, 3> doubt {};
    for (const double direction : { -1.0, 1.0 }) {
        for (double d = 0.01; d < 0.71; d += 0.01) {
            const double k = std::clamp(bestK + direction * d, 0.3, 1.0);
            const LinearFit fit = fitCurve(equationsFor(p, k, stride));
            if (!fit.ok || fit.ssr > limit)
                break;
            const CurveFigures f = figuresOf(fit, k, 0);
            for (std::size_t i = 0; i < 3; ++i)
                doubt[i] = std::max(doubt[i], std::abs(f.values[i] - best.values[i]));
            if (k == 0.3 || k == 1.0)
                break;
        }
    }
    return doubt;
}

SeekCurveEstimate seekCurve(
    const Prepared &p, double k, const LinearFit &fit, const RotationEstimate &rotation, double bandMiddle)
{
    SeekCurveEstimate s;
    s.reads = qint64(p.reads.size());
    s.zoneRatio = k;
    double lo = 1, hi = 0;
    qint64 shortHops = 0, longHops = 0;
    for (const AccessRead &r : p.reads) {
        lo = std::min(lo, r.to);
        hi = std::max(hi, r.to);
        const double d = std::abs(r.to - r.from);
        shortHops += d < 0.2;
        longHops += d > 0.5;
    }
    s.span = std::max(0.0, hi - lo);
    if (!rotation.known) {
        s.whyNot = Text::tr("it rests on the rotation, which could not be estimated");
        return s;
    }
    if (s.span < 0.8) {
        s.whyNot = Text::tr("the reads covered %1 % of the disk; the curve needs reads across at least 80 % of it")
                       .arg(std::round(s.span * 100));
        return s;
    }
    const double n = double(p.reads.size());
    if (double(shortHops) < 0.1 * n || double(longHops) < 0.1 * n) {
        s.whyNot = Text::tr("the seek distances hardly vary (uniformly random reads over the whole disk give "
                            "short and long ones)");
        return s;
    }
    s.known = true;
    // The band's lower edge: half a revolution below its middle.
    const double offset = p.centre + bandMiddle - rotation.revolutionNs / 2;
    s.coefficients = { fit.c[0] + offset, fit.c[1], fit.c[2] };
    const CurveFigures f = figuresOf(fit, k, offset);
    s.trackToTrackNs = f.values[0];
    s.averageNs = f.values[1];
    s.fullStrokeNs = f.values[2];
    // Three sources of doubt, in quadrature: the coefficients' sampling error, the
    // revolution's (the curve is the band's lower edge), and the zone ratio's.
    const double sigma2 = fit.ssr / std::max(1.0, n - 3);
    const double revolutionVar = std::pow(rotation.halfWidthNs / Z95, 2);
    const std::array<double, 3> zone = zoneRatioDoubt(p, k);
    double *halfWidths[3] = { &s.trackToTrackHalfWidthNs, &s.averageHalfWidthNs, &s.fullStrokeHalfWidthNs };
    for (int i = 0; i < 3; ++i)
        *halfWidths[i]
            = std::hypot(halfWidth(fit, sigma2, f.gradients[std::size_t(i)], revolutionVar), zone[std::size_t(i)]);
    return s;
}

} // namespace

double SeekCurveEstimate::radial(double fraction) const
{
    return radialPosition(fraction, zoneRatio);
}

double SeekCurveEstimate::seekNs(double from, double to) const
{
    const auto f = features(std::abs(radial(to) - radial(from)));
    return coefficients[0] * f[0] + coefficients[1] * f[1] + coefficients[2] * f[2];
}

double SeekCurveEstimate::meanSeekAtDistanceNs(double distance) const
{
    distance = std::clamp(distance, 0.0, 1.0);
    constexpr int Starts = 32;
    double sum = 0;
    for (int i = 0; i < Starts; ++i) {
        const double x = (1 - distance) * (i + 0.5) / Starts;
        sum += seekNs(x, x + distance);
    }
    return sum / Starts;
}

namespace {

struct Fitted {
    double k = 1;
    LinearFit fit;
    std::vector<double> residuals;
};

Fitted fitAll(const Prepared &p)
{
    Fitted f;
    f.k = fitZoneRatio(p);
    f.fit = fitCurve(equationsFor(p, f.k, 1));
    if (!f.fit.ok)
        return f;
    f.residuals.resize(p.reads.size());
    for (std::size_t i = 0; i < p.reads.size(); ++i) {
        const AccessRead &r = p.reads[i];
        const auto x = features(std::abs(radialPosition(r.to, f.k) - radialPosition(r.from, f.k)));
        f.residuals[i] = r.latencyNs - p.centre - (f.fit.c[0] * x[0] + f.fit.c[1] * x[1] + f.fit.c[2] * x[2]);
    }
    return f;
}

} // namespace

AccessTimeEstimate estimateAccessTime(const std::vector<AccessRead> &reads)
{
    AccessTimeEstimate e;
    e.rotation.reads = e.seek.reads = qint64(reads.size());
    auto refuse = [&e](const QString &why) {
        e.rotation.whyNot = why;
        e.seek.whyNot = why;
        return e;
    };
    if (qint64(reads.size()) < MinReads)
        return refuse(Text::tr("fewer than %1 reads (%2)").arg(MinReads).arg(reads.size()));
    Prepared p;
    p.reads = reads;
    {
        std::vector<double> latencies(reads.size());
        std::transform(reads.begin(), reads.end(), latencies.begin(), [](const AccessRead &r) { return r.latencyNs; });
        p.centre = quantile(latencies, 0.5);
    }
    if (p.centre < MinMedianNs)
        return refuse(Text::tr("the median read took %1 ms, under 1 ms: no head seeks here (a solid-state "
                               "device, or a cache answered)")
                          .arg(ms(p.centre, 3)));
    Fitted fitted = fitAll(p);
    if (!fitted.fit.ok)
        return refuse(Text::tr("the latencies admit no seek curve"));
    // Stray reads far above the band (a retry, a recalibration: tens of ms) pull a
    // least-squares fit up and choose the zone ratio: fit again without those well
    // outside the band's 2-98 % edges.
    std::vector<double> sorted = fitted.residuals;
    const double lo = quantile(sorted, EdgeQuantile), hi = quantile(sorted, 1 - EdgeQuantile);
    const double slack = 0.25 * (hi - lo) / (1 - 2 * EdgeQuantile);
    std::vector<AccessRead> kept;
    for (std::size_t i = 0; i < reads.size(); ++i)
        if (fitted.residuals[i] >= lo - slack && fitted.residuals[i] <= hi + slack)
            kept.push_back(reads[i]);
    if (kept.size() < reads.size() && qint64(kept.size()) >= MinReads) {
        Prepared trimmed { kept, p.centre };
        if (Fitted again = fitAll(trimmed); again.fit.ok) {
            p = trimmed;
            fitted = std::move(again);
        }
    }
    double bandMiddle = 0;
    e.rotation = rotationFromResiduals(std::move(fitted.residuals), &bandMiddle);
    e.seek = seekCurve(p, fitted.k, fitted.fit, e.rotation, bandMiddle);
    return e;
}

RotationEstimate revolutionFromWriteIntervals(const std::vector<double> &intervalsNs)
{
    RotationEstimate r;
    r.reads = qint64(intervalsNs.size());
    if (intervalsNs.size() < 100) {
        r.whyNot = Text::tr("fewer than 100 writes (%1)").arg(intervalsNs.size());
        return r;
    }
    std::vector<double> v = intervalsNs;
    const double median = quantile(v, 0.5);
    if (median < MinRevolutionNs || median > MaxRevolutionNs) {
        r.whyNot = Text::tr("a write every %1 ms is not one revolution of a disk (2-30 ms): a write cache or a "
                            "solid-state device answered")
                       .arg(ms(median, 3));
        return r;
    }
    const double q25 = quantile(v, 0.25), q75 = quantile(v, 0.75);
    if (q75 - q25 > 0.05 * median) {
        r.whyNot = Text::tr("the writes did not each wait one revolution (the middle half spans %1 ms)")
                       .arg(ms(q75 - q25, 2));
        return r;
    }
    // The median's 95 % interval from order statistics: ranks n/2 -+ 1.96 sqrt(n) / 2.
    const double n = double(v.size());
    const double spread = Z95 * std::sqrt(n) / 2 / n;
    r.known = true;
    r.revolutionNs = median;
    r.halfWidthNs = (quantile(v, 0.5 + spread) - quantile(v, 0.5 - spread)) / 2;
    return r;
}

QString rotationText(const RotationEstimate &r, const QString &ioName)
{
    if (!r.known)
        //: %1: why not ("fewer than 200 reads (150)").
        return Text::tr("not possible here: %1").arg(r.whyNot);
    const QLocale english(QLocale::English);
    //: %5: what the estimate rests on ("reads", "writes").
    return Text::tr("%1 rpm (%2 ms per revolution, ±%3 ms, from %4 %5)")
        .arg(english.toString(qint64(std::llround(r.rpm() / 10) * 10)), ms(r.revolutionNs, 2),
            ms(std::max(r.halfWidthNs, 5e3), 2))
        .arg(r.reads)
        //: What a rotation estimate rests on: "from 1500 reads".
        .arg(ioName.isEmpty() ? Text::tr("reads", "random reads an estimate rests on") : ioName);
}

QString seekCurveText(const SeekCurveEstimate &s)
{
    if (!s.known)
        //: %1: why not ("fewer than 200 reads (150)").
        return Text::tr("not possible here: %1").arg(s.whyNot);
    return Text::tr("track-to-track %1 ms, average %2 ms, full stroke %3 ms (±%4, ±%5, ±%6 ms; the seek with "
                    "the command and one read's transfer; from %7 reads over %8 % of the disk)")
        .arg(ms(s.trackToTrackNs, 1), ms(s.averageNs, 1), ms(s.fullStrokeNs, 1), ms(s.trackToTrackHalfWidthNs, 2),
            ms(s.averageHalfWidthNs, 2), ms(s.fullStrokeHalfWidthNs, 2))
        .arg(s.reads)
        .arg(std::round(s.span * 100));
}

} // namespace DriveScope
