// Qt Quick Test runner for quick/tst_*.qml. The app's QML modules are static libraries
// whose plugins register themselves through the `...plugin` targets linked in CMake (as in
// the app); their files live under qrc:/. Settings and autosaves go to a throw-away place
// so tests neither read nor change a player's real preferences. FoodCourt.Testing gives
// the tests FinishedMatch: a save of a match played to its end.
#include "finished_match.h"

#include <QCoreApplication>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQuickTest>

class QuickTestSetup : public QObject {
    Q_OBJECT

  public:
    QuickTestSetup() {
        // Before the application exists, so QSettings and QStandardPaths pick it up.
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(home_.filePath("config")));
        qputenv("XDG_DATA_HOME", QFile::encodeName(home_.filePath("data")));
    }

  public slots:
    void applicationAvailable() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("FoodCourtTests"));
        QQuickStyle::setStyle(QStringLiteral("Basic")); // as the app
        FinishedMatch::registerType();
    }
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/")); }

  private:
    QTemporaryDir home_;
};

QUICK_TEST_MAIN_WITH_SETUP(foodcourt_quick, QuickTestSetup)

#include "tst_quick_main.moc"
